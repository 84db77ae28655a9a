import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema,
  concatAST,
  getNamedType,
  isInputObjectType,
  parse,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAGENTO_249_TYPES } from './magento-2.4.9-types.js';

/**
 * Issue 16: the API speaks Magento 2.4.9's contract exactly, and everything it adds lives in
 * `*-extensions.graphql` files. The storefront must run unchanged against a real Magento, so every
 * field, argument and input field its documents use outside the extensions must have Magento's type.
 */
const SCHEMA_DIR = fileURLToPath(new URL('../src/schema/', import.meta.url));
const STOREFRONT_SRC = fileURLToPath(new URL('../../storefront/src/', import.meta.url));
const README = fileURLToPath(new URL('../../../README.md', import.meta.url));

const sdlFiles = readdirSync(SCHEMA_DIR)
  .filter((f) => f.endsWith('.graphql'))
  .sort();
const isExtension = (file: string) => file.endsWith('-extensions.graphql');
const parsed = new Map(sdlFiles.map((f) => [f, parse(readFileSync(SCHEMA_DIR + f, 'utf8'))]));
const build = (files: string[]) => buildASTSchema(concatAST(files.map((f) => parsed.get(f) as DocumentNode)));

/** The SDL file that declares each type, field and argument ("Type", "Type.field", "Type.field(arg)"). */
function declaringFiles(): Map<string, string> {
  const origin = new Map<string, string>();
  for (const [file, doc] of parsed) {
    for (const def of doc.definitions) {
      if (!('name' in def) || !def.name) continue;
      const type = def.name.value;
      if (!def.kind.endsWith('Extension')) origin.set(type, file);
      const fields = 'fields' in def ? (def.fields ?? []) : [];
      for (const field of fields) {
        origin.set(`${type}.${field.name.value}`, file);
        const args = 'arguments' in field ? (field.arguments ?? []) : [];
        for (const arg of args) origin.set(`${type}.${field.name.value}(${arg.name.value})`, file);
      }
    }
  }
  return origin;
}

function storefrontDocuments(dir = STOREFRONT_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = dir + entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storefrontDocuments(path + '/');
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/** Every field the documents select, argument they pass, and input field they can send, with our type. */
function usedCoordinates(schema: GraphQLSchema): Map<string, string> {
  const used = new Map<string, string>();
  const seenInputs = new Set<string>();
  const walkInput = (type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seenInputs.has(named.name)) return;
    seenInputs.add(named.name);
    for (const field of Object.values(named.getFields())) {
      used.set(`${named.name}.${field.name}`, String(field.type));
      walkInput(field.type);
    }
  };
  for (const path of storefrontDocuments()) {
    const info = new TypeInfo(schema);
    visit(
      parse(readFileSync(path, 'utf8')),
      visitWithTypeInfo(info, {
        Field(node) {
          const parent = info.getParentType();
          const def = info.getFieldDef();
          if (!parent || !def || node.name.value.startsWith('__')) return;
          used.set(`${parent.name}.${def.name}`, String(def.type));
          for (const arg of node.arguments ?? []) {
            const argDef = def.args.find((a) => a.name === arg.name.value);
            if (!argDef) continue;
            used.set(`${parent.name}.${def.name}(${argDef.name})`, String(argDef.type));
            walkInput(argDef.type);
          }
        },
        VariableDefinition(node) {
          const type = typeFromAST(schema, node.type);
          if (type && isInputObjectType(getNamedType(type))) walkInput(type as GraphQLInputType);
        },
      }),
    );
  }
  return used;
}

/** Our type at a coordinate ("Type.field", "Type.field(arg)"), or undefined when we do not serve it. */
function typeAt(schema: GraphQLSchema, coordinate: string): string | undefined {
  const match = /^(\w+)\.(\w+)(?:\((\w+)\))?$/.exec(coordinate);
  if (!match) return undefined;
  const [, typeName, fieldName, argName] = match;
  const type = schema.getType(typeName!);
  if (!type || !('getFields' in type)) return undefined;
  const field = type.getFields()[fieldName!];
  if (!field) return undefined;
  if (!argName) return String(field.type);
  const arg = 'args' in field ? field.args.find((a) => a.name === argName) : undefined;
  return arg ? String(arg.type) : undefined;
}

describe('the Magento 2.4.9 contract', () => {
  const schema = build(sdlFiles);
  const origin = declaringFiles();
  const used = usedCoordinates(schema);
  const outsideExtensions = [...used].filter(([coordinate]) => {
    const file = origin.get(coordinate) ?? origin.get(coordinate.replace(/\(.*\)$/, ''));
    return file !== undefined && !isExtension(file);
  });

  it('builds without its *-extensions.graphql files, so every addition really is in one', () => {
    const core = sdlFiles.filter((f) => !isExtension(f));
    expect(core.length).toBeGreaterThan(0);
    expect(() => build(core)).not.toThrow();
  });

  it("gives every Magento field the storefront uses outside the extensions Magento's exact type", () => {
    const differing = outsideExtensions.flatMap(([coordinate, ours]) => {
      const magento = MAGENTO_249_TYPES[coordinate];
      return magento !== undefined && magento !== ours
        ? [`${coordinate}: ours ${ours}, Magento ${magento}`]
        : [];
    });
    expect(differing).toEqual([]);
  });

  it("gives every Magento field the API serves Magento's type, whether or not a document uses it yet", () => {
    const differing = Object.entries(MAGENTO_249_TYPES).flatMap(([coordinate, magento]) => {
      const ours = typeAt(schema, coordinate);
      return ours !== undefined && ours !== magento
        ? [`${coordinate}: ours ${ours}, Magento ${magento}`]
        : [];
    });
    expect(differing).toEqual([]);
  });

  it('serves the Magento queries and fields that Magento storefront clients rely on (issue 16)', () => {
    const relied = [
      'Query.countries',
      'Query.country(id)',
      'Country.available_regions',
      'Region.id',
      'Query.recaptchaV3Config',
      'ReCaptchaConfigurationV3.forms',
      'StoreConfig.newsletter_enabled',
      'StoreConfig.contact_enabled',
      'StoreConfig.magento_wishlist_general_is_enabled',
      'StoreConfig.customer_access_token_lifetime',
      'StoreConfig.minimum_password_length',
      'StoreConfig.required_character_classes_number',
      'StoreConfig.default_country',
      'ProductInterface.price',
      'ProductPrices.minimalPrice',
      'Price.amount',
    ];
    expect(relied.filter((c) => typeAt(schema, c) === undefined)).toEqual([]);
    // Each is a Magento field: a fact holds its type, and it lives outside the extensions.
    expect(relied.filter((c) => !(c in MAGENTO_249_TYPES))).toEqual([]);
    const inExtensions = relied.filter((c) => {
      const file = origin.get(c) ?? origin.get(c.replace(/\(.*\)$/, ''));
      return file === undefined || isExtension(file);
    });
    expect(inExtensions).toEqual([]);
  });

  it('lists every extension file in the README table', () => {
    const readme = readFileSync(README, 'utf8');
    expect(sdlFiles.filter((f) => isExtension(f) && !readme.includes(`| \`${f}\` |`))).toEqual([]);
  });

  it('holds a fact for most of what the documents use outside the extensions', () => {
    const checked = outsideExtensions.filter(([coordinate]) => coordinate in MAGENTO_249_TYPES);
    // The facts cover the catalogue, cart and checkout documents; the share only grows.
    expect(checked.length / outsideExtensions.length).toBeGreaterThan(0.6);
  });
});
