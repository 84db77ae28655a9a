import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { cascadeOrder, chunkGroups, cssGroups, LAZY_CSS_GROUPS, SHELL_GROUP } from './cssGroups';

const src = (path: string) => `/shop/apps/storefront/src/${path}`;

function chunk(
  fileName: string,
  options: { facade?: string; entry?: boolean; imports?: string[]; dynamic?: string[]; css?: string[] } = {},
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: options.facade ?? null,
    isEntry: options.entry ?? false,
    isDynamicEntry: !!options.facade && !options.entry,
    imports: options.imports ?? [],
    dynamicImports: options.dynamic ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source, names: [], originalFileNames: [] }) as unknown as OutputAsset;

/**
 * A shop in miniature: the entry with a shared kit chunk, a guest route, the account and checkout
 * routes sharing a form chunk, an account-only dialog, the blog route.
 */
function miniShop(): OutputBundle {
  const chunks = [
    chunk('entry.js', {
      facade: src('app/entry.client.tsx'),
      entry: true,
      imports: ['kit.js'],
      dynamic: ['home.js', 'account.js', 'checkout.js', 'blog.js'],
      css: ['entry.css'],
    }),
    chunk('kit.js', { css: ['kit.css'] }),
    chunk('home.js', {
      facade: src('features/content/routes/home/route.tsx'),
      imports: ['kit.js'],
      css: ['home.css'],
    }),
    chunk('account.js', {
      facade: src('features/account/routes/account/route.tsx'),
      imports: ['kit.js', 'address.js', 'password.js'],
      dynamic: ['dialog.js'],
      css: ['account.css'],
    }),
    chunk('dialog.js', {
      facade: src('features/account/components/AuthDialog/AuthDialog.tsx'),
      imports: ['password.js'],
    }),
    chunk('password.js', { css: ['password.css'] }),
    chunk('address.js', { css: ['address.css'] }),
    chunk('checkout.js', {
      facade: src('features/checkout/routes/checkout/route.tsx'),
      imports: ['address.js'],
      css: ['checkout.css'],
    }),
    chunk('blog.js', { facade: src('features/blog/routes/blog/route.tsx'), css: ['blog.css'] }),
  ];
  const bundle: OutputBundle = {};
  for (const c of chunks) {
    bundle[c.fileName] = c;
    for (const css of c.viteMetadata!.importedCss) bundle[css] = asset(css, `.${css.replace('.css', '')}{}`);
  }
  bundle['.vite/manifest.json'] = asset(
    '.vite/manifest.json',
    JSON.stringify({ 'src/app/entry.client.tsx': { file: 'entry.js', isEntry: true } }),
  );
  return bundle;
}

const chunksOf = (bundle: OutputBundle) =>
  new Map(
    Object.values(bundle)
      .filter((c): c is OutputChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );

describe('cssGroups', () => {
  it('puts what the entry reaches without a lazy feature in the shell, the rest in its feature', () => {
    const groups = chunkGroups(chunksOf(miniShop()), LAZY_CSS_GROUPS);
    expect(Object.fromEntries(groups)).toEqual({
      'entry.js': SHELL_GROUP,
      'kit.js': SHELL_GROUP,
      'home.js': SHELL_GROUP,
      'account.js': 'account',
      'dialog.js': 'account',
      'password.js': 'account',
      // Shared by the account and the checkout: the shell's.
      'address.js': SHELL_GROUP,
      'checkout.js': 'checkout',
      'blog.js': 'blog',
    });
  });

  it('orders chunks as Vite orders the single stylesheet: dependencies first, then dynamic imports', () => {
    expect(cascadeOrder(chunksOf(miniShop())).map((c) => c.fileName)).toEqual([
      'kit.js',
      'entry.js',
      'home.js',
      'address.js',
      'password.js',
      'account.js',
      'checkout.js',
      'blog.js',
      'dialog.js',
    ]);
  });

  it('writes one file per group, points chunks at their feature files and the manifest entry at the shell', () => {
    const bundle = miniShop();
    const [grouping, manifest] = cssGroups();
    const emitted = new Map<string, string>();
    const context = {
      emitFile: ({ name, source }: { name: string; source: string }) => {
        const fileName = `assets/${name.replace('.css', '')}-hash.css`;
        emitted.set(fileName, source);
        bundle[fileName] = asset(fileName, source);
        return fileName;
      },
      getFileName: (id: string) => id,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (grouping!.configResolved as (config: { root: string }) => void)({ root: '/shop/apps/storefront' });
    type Hook = (this: typeof context, options: object, bundle: OutputBundle) => void;
    const run = (hook: unknown) =>
      (typeof hook === 'function' ? (hook as Hook) : (hook as { handler: Hook }).handler).call(
        context,
        {},
        bundle,
      );
    run(grouping!.generateBundle);
    run(manifest!.generateBundle);

    expect(Object.fromEntries(emitted)).toEqual({
      'assets/shell-hash.css': '.kit{}.entry{}.home{}.address{}',
      'assets/account-hash.css': '.password{}.account{}',
      'assets/checkout-hash.css': '.checkout{}',
      'assets/blog-hash.css': '.blog{}',
    });
    // The per-chunk files are gone.
    expect(
      Object.keys(bundle)
        .filter((f) => f.endsWith('.css'))
        .sort(),
    ).toEqual([...emitted.keys()].sort());
    const css = (file: string) => [...(bundle[file] as OutputChunk).viteMetadata!.importedCss];
    expect(css('entry.js')).toEqual([]);
    expect(css('home.js')).toEqual([]);
    expect(css('address.js')).toEqual([]);
    expect(css('account.js')).toEqual(['assets/account-hash.css']);
    expect(css('password.js')).toEqual(['assets/account-hash.css']);
    expect(css('checkout.js')).toEqual(['assets/checkout-hash.css']);
    const written = JSON.parse(String((bundle['.vite/manifest.json'] as OutputAsset).source)) as Record<
      string,
      { css?: string[] }
    >;
    expect(written['src/app/entry.client.tsx']!.css).toEqual(['assets/shell-hash.css']);
  });
});
