import {
  ApolloLink,
  CombinedGraphQLErrors,
  type ApolloClient,
  type DocumentNode,
  type OperationVariables,
} from '@apollo/client';
import { addTypenameToDocument, canonicalStringify } from '@apollo/client/utilities';
import {
  BREAK,
  Kind,
  valueFromASTUntyped,
  visit,
  type FieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import { LOADER_ONLY_ROOT_FIELDS } from './hydrationSnapshot';

/**
 * Issue 18: the server renders from loader data. Normalising every loader's answer into the
 * request's `InMemoryCache` and reading it back was a fifth of a page's CPU, for answers the
 * browser never gets from that cache (`hydrationSnapshot` leaves the loader-only root fields out:
 * the page hydrates from the loader data). So, on the server only:
 * - a query that asks only for loader-only root fields is answered by the network as it is
 *   (`no-cache`), never written to the cache;
 * - a query that asks for some of them as well as other root fields (e.g. the store config) writes
 *   only the other root fields to the cache, which is then what the browser's snapshot holds, as
 *   before;
 * - any other query, and any call that names its own fetch policy, goes through the cache as before
 *   (the store config's hooks render from it).
 * An identical query (document, variables, error policy) asked again by another loader of the same
 * request gets the first one's answer, as the cache gave it before.
 *
 * Such a query goes straight down the client's link chain (headers, sharing, the API) with the
 * document Apollo would send, worked out once per process: Apollo's per-request document work
 * (adding `__typename`s, analysing directives, all done again for each request's new client) was
 * the next largest part of a page once nothing was normalised. The answer and its errors come
 * back as `client.query` gives them with the `no-cache` policy.
 */
type Plan =
  | { kind: 'cache' }
  | { kind: 'loaderOnly'; link: LinkPlan }
  /** `kept`: the query without the loader-only root fields, with `__typename`s, for the cache. */
  | { kind: 'mixed'; link: LinkPlan; kept: DocumentNode };

interface LinkPlan {
  /** The document as Apollo sends it: with `__typename`s. */
  query: DocumentNode;
  /** The operation's variable defaults, as Apollo fills them in. */
  defaults: Record<string, unknown>;
}

const CACHE: Plan = { kind: 'cache' };
/** Directives that Apollo itself acts on: queries with any of them are left to it. */
const APOLLO_DIRECTIVES = new Set([
  'client',
  'export',
  'connection',
  'nonreactive',
  'unmask',
  'defer',
  'stream',
]);

const plans = new WeakMap<DocumentNode, Plan>();
const LOADER_ONLY_FIELDS = new Set(LOADER_ONLY_ROOT_FIELDS);

/** What the server does with a query document (worked out once per document and process). */
export function serverQueryPlan(document: DocumentNode): Plan {
  let plan = plans.get(document);
  if (!plan) {
    plan = planOf(document);
    plans.set(document, plan);
  }
  return plan;
}

function planOf(document: DocumentNode): Plan {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations[0];
  if (operations.length !== 1 || !operation || operation.operation !== 'query') return CACHE;
  const selections = operation.selectionSet.selections;
  // Root fragments could hide what a field is: leave such queries to the cache. A root field's
  // `@include`/`@skip` only says whether it is asked (the Page Builder's batched query).
  const conditional = (name: string) => name === 'include' || name === 'skip';
  if (
    selections.some((s) => s.kind !== Kind.FIELD || s.directives?.some((d) => !conditional(d.name.value)))
  ) {
    return CACHE;
  }
  const fields = (selections as readonly FieldNode[]).filter((f) => f.name.value !== '__typename');
  const loaderOnly = fields.filter((f) => LOADER_ONLY_FIELDS.has(f.name.value));
  if (loaderOnly.length === 0 || usesApolloDirectives(document)) return CACHE;
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) {
      defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
    }
  }
  const link: LinkPlan = { query: addTypenameToDocument(document), defaults };
  if (loaderOnly.length === fields.length) return { kind: 'loaderOnly', link };
  const keptOperation: OperationDefinitionNode = {
    ...operation,
    selectionSet: {
      ...operation.selectionSet,
      selections: selections.filter((s) => !loaderOnly.includes(s as FieldNode)),
    },
  };
  const kept: DocumentNode = {
    ...document,
    definitions: document.definitions.map((d) => (d === operation ? keptOperation : d)),
  };
  return { kind: 'mixed', link, kept: addTypenameToDocument(kept) };
}

function usesApolloDirectives(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (!APOLLO_DIRECTIVES.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

type QueryOptions = Parameters<ApolloClient['query']>[0];
type QueryResult = Awaited<ReturnType<ApolloClient['query']>>;

/** Makes a server-side client's `query` follow the plans above. */
export function renderFromLoaderData(client: ApolloClient): ApolloClient {
  const query = client.query.bind(client);
  // This request's answers by document, then variables and error policy (a client per request).
  const answers = new WeakMap<DocumentNode, Map<string, Promise<QueryResult>>>();
  const serverQuery = (options: QueryOptions): Promise<QueryResult> => {
    const plan = serverQueryPlan(options.query);
    if (plan.kind === 'cache' || options.fetchPolicy !== undefined) return query(options);
    const variables = withDefaults(plan.link, options.variables as OperationVariables | undefined);
    const key = `${canonicalStringify(variables)} ${options.errorPolicy ?? 'none'}`;
    let byDocument = answers.get(options.query);
    if (!byDocument) {
      byDocument = new Map();
      answers.set(options.query, byDocument);
    }
    let answer = byDocument.get(key);
    if (!answer) {
      answer = viaLink(client, plan.link, options).then((result) => {
        if (plan.kind === 'mixed' && result.data) {
          try {
            client.cache.writeQuery({ query: plan.kept, variables, data: result.data });
          } catch {
            // An answer the cache cannot take only means the browser asks for it again.
          }
        }
        return result;
      });
      const asked = byDocument;
      byDocument.set(key, answer);
      // A failed answer is asked again by the next caller, as a cache miss would be.
      answer.catch(() => asked.delete(key));
    }
    return answer;
  };
  client.query = serverQuery as ApolloClient['query'];
  return client;
}

/** Variables as Apollo sends them: the operation's defaults under the given values. */
function withDefaults(link: LinkPlan, variables: OperationVariables | undefined): OperationVariables {
  const out: OperationVariables = { ...link.defaults };
  for (const [name, value] of Object.entries(variables ?? {})) {
    out[name] = value === undefined ? link.defaults[name] : value;
  }
  return out;
}

/** A query down the client's links, answered as `client.query` answers with `no-cache`. */
function viaLink(client: ApolloClient, link: LinkPlan, options: QueryOptions): Promise<QueryResult> {
  const errorPolicy = options.errorPolicy ?? 'none';
  const request = {
    query: link.query,
    variables: withDefaults(link, options.variables as OperationVariables | undefined),
    context: { ...options.context, queryDeduplication: false },
  };
  return new Promise<QueryResult>((resolve, reject) => {
    let last: ApolloLink.Result | undefined;
    ApolloLink.execute(client.link, request, { client }).subscribe({
      next: (result) => {
        last = result;
      },
      error: (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (errorPolicy === 'none') reject(failure);
        else resolve(errorPolicy === 'ignore' ? { data: undefined } : { data: undefined, error: failure });
      },
      complete: () => {
        const data = (last?.data ?? undefined) as QueryResult['data'];
        const errors = last && 'errors' in last ? last.errors : undefined;
        if (!last || !errors?.length || errorPolicy === 'ignore') return resolve({ data });
        const error = new CombinedGraphQLErrors(last, errors);
        if (errorPolicy === 'none') reject(error);
        else resolve({ data, error });
      },
    });
  });
}
