import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { addTypenameToDocument, canonicalStringify } from '@apollo/client/utilities';
import { Kind, type FieldNode, type OperationDefinitionNode } from 'graphql';
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
 */
type Plan =
  | { kind: 'cache' }
  | { kind: 'loaderOnly' }
  /** `kept`: the query without the loader-only root fields, with `__typename`s, for the cache. */
  | { kind: 'mixed'; kept: DocumentNode };

const CACHE: Plan = { kind: 'cache' };
const LOADER_ONLY: Plan = { kind: 'loaderOnly' };

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
  // Root fragments or directives could hide what a field is: leave such queries to the cache.
  if (selections.some((s) => s.kind !== Kind.FIELD || (s.directives?.length ?? 0) > 0)) return CACHE;
  const fields = (selections as readonly FieldNode[]).filter((f) => f.name.value !== '__typename');
  const loaderOnly = fields.filter((f) => LOADER_ONLY_FIELDS.has(f.name.value));
  if (loaderOnly.length === 0) return CACHE;
  if (loaderOnly.length === fields.length) return LOADER_ONLY;
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
  return { kind: 'mixed', kept: addTypenameToDocument(kept) };
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
    const variables = (options.variables ?? {}) as OperationVariables;
    const key = `${canonicalStringify(variables)} ${options.errorPolicy ?? 'none'}`;
    let byDocument = answers.get(options.query);
    if (!byDocument) {
      byDocument = new Map();
      answers.set(options.query, byDocument);
    }
    let answer = byDocument.get(key);
    if (!answer) {
      answer = query({ ...options, fetchPolicy: 'no-cache' }).then((result) => {
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
