import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/server/limits.js';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

const LIMIT_TEXT = /^Max (query depth|query complexity|number of aliases|number of tokens)/;

/** Every operation of the storefront with the fragments it spreads, as the browser sends it. */
function storefrontOperations(): { name: string; query: string }[] {
  const root = path.resolve(import.meta.dirname, '../../storefront/src');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'gql' && entry.name !== 'node_modules') walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  walk(root);
  const definitions: DefinitionNode[] = files.flatMap((f) => parse(readFileSync(f, 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operations.map((op) => {
    const needed = new Map<string, FragmentDefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !needed.has(spread.name.value)) {
            needed.set(spread.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(op);
    const name = op.kind === Kind.OPERATION_DEFINITION ? (op.name?.value ?? '(anonymous)') : '';
    return { name, query: [op, ...needed.values()].map((d) => print(d)).join('\n') };
  });
}

describe('query limits (GraphQL Armor, Magento texts)', () => {
  it('lets every storefront operation through', async () => {
    const operations = storefrontOperations();
    expect(operations.length).toBeGreaterThan(40);
    for (const { name, query } of operations) {
      // Variables are left out: validation (where the limits run) comes before variable checks.
      const r = await t.gql(query);
      const limited = (r.body.errors ?? []).filter((e) => LIMIT_TEXT.test(e.message));
      expect(limited, name).toEqual([]);
    }
  });

  it('answers an over-complex query with Magento’s text', async () => {
    const fields = Array.from({ length: DEFAULT_LIMITS.maxCost }, () => 'store_code').join(' ');
    const r = await t.gql(`{ storeConfig { ${fields} } }`);
    expect(r.body.errors?.[0]).toMatchObject({
      message: `Max query complexity should be ${DEFAULT_LIMITS.maxCost} but got ${DEFAULT_LIMITS.maxCost + 1}.`,
      extensions: { category: 'graphql-input' },
    });
  });

  it('stops a document with too many tokens while parsing it', async () => {
    const fields = Array.from({ length: DEFAULT_LIMITS.maxTokens }, () => 'store_code').join(' ');
    const r = await t.gql(`{ storeConfig { ${fields} } }`);
    expect(r.body.errors?.[0]).toMatchObject({
      message: `Max number of tokens should be ${DEFAULT_LIMITS.maxTokens}.`,
      extensions: { category: 'graphql-input' },
    });
  });

  it('counts depth through fragments and inside introspection', async () => {
    const fragments = `fragment A on CategoryTree { children { ...B } } fragment B on CategoryTree { children { children { children { children { children { children { children { children { children { children { children { children { name } } } } } } } } } } } } }`;
    const r = await t.gql(`{ categoryList { children { ...A } } } ${fragments}`);
    expect(r.body.errors?.[0]?.message).toMatch(/^Max query depth should be 15 but got \d+\.$/);
    const ofTypes = 'ofType { '.repeat(12);
    const deepType = `{ __schema { types { fields { type { ${ofTypes}name ${'} '.repeat(12)}} } } } }`;
    const introspection = await t.gql(deepType);
    expect(introspection.body.errors?.[0]?.message).toMatch(/^Max query depth should be 15/);
  });
});
