import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's layout rules (apps/storefront/README.md) are ESLint rules; these tests make
 * sure they fail on the imports they exist to stop, linting probe code as if it stood in the tree.
 */
const repoRoot = path.resolve(__dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repoRoot, 'apps/storefront/src', file),
  });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

// Each case lints with the TypeScript resolver while import-x/no-cycle walks the import graph:
// 3–4 s on an idle machine, past vitest's default 5 s on a loaded one.
describe('storefront layers', { timeout: 20_000 }, () => {
  it("stop a feature from importing another feature's internals", async () => {
    const messages = await messagesFor(
      'features/catalog/probe.ts',
      "import { useCartId } from '../cart/hooks';\nexport const probe = useCartId;\n",
    );
    expect(messages.join('\n')).toMatch(/import-x\/no-restricted-paths: .*public index\.ts/);
  });

  it("let a feature import another feature's public index.ts", async () => {
    const messages = await messagesFor(
      'features/catalog/probe.ts',
      "import { useCartId } from '../cart';\nexport const probe = useCartId;\n",
    );
    expect(messages).toEqual([]);
  });

  it('stop platform/ from importing a feature, and everyone from importing app/', async () => {
    const platform = await messagesFor(
      'platform/probe.ts',
      "import { checkoutChrome } from '../features/checkout';\nexport const probe = checkoutChrome;\n",
    );
    expect(platform.join('\n')).toMatch(/platform\/ knows no feature/);
    const feature = await messagesFor(
      'features/cart/probe.ts',
      "import { lazyRoutes } from '../../app/router';\nexport const probe = lazyRoutes;\n",
    );
    expect(feature.join('\n')).toMatch(/Nothing imports app\//);
  });

  it('stop a container from importing a route', async () => {
    const messages = await messagesFor(
      'features/catalog/components/ProductCard/probe.ts',
      "import { Page } from '../../routes/product/page';\nexport const probe = Page;\n",
    );
    expect(messages.join('\n')).toMatch(/Containers never import routes/);
  });

  it('find an import circle', async () => {
    // cartId.ts as if it imported recovery.ts, which imports cartId.ts.
    const messages = await messagesFor(
      'features/cart/cartId.ts',
      "import { runWithCartRecovery } from './recovery';\nexport const probe = runWithCartRecovery;\n",
    );
    expect(messages.join('\n')).toMatch(/import-x\/no-cycle/);
  });
});
