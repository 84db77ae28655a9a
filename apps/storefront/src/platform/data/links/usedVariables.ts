import { ApolloLink, type DocumentNode, type OperationVariables } from '@apollo/client';
import { Kind, visit } from 'graphql';

const usedByDocument = new WeakMap<DocumentNode, ReadonlySet<string>>();

/**
 * The variables a document uses (a variable's definition alone does not count, as GraphQL
 * servers see it), worked out once per document.
 */
export function usedVariables(document: DocumentNode): ReadonlySet<string> {
  let used = usedByDocument.get(document);
  if (!used) {
    const names = new Set<string>();
    visit(document, {
      Variable(node, _key, parent) {
        // `parent` is the node holding the variable, or the list it is in (`in: [$a, $b]`).
        if (parent && (parent as { kind?: string }).kind !== Kind.VARIABLE_DEFINITION) {
          names.add(node.name.value);
        }
      },
    });
    used = names;
    usedByDocument.set(document, used);
  }
  return used;
}

/**
 * Leaves out the variables a query does not use, as Apollo's HttpLink does by default, but with the
 * document's variable names worked out once instead of walking the whole document for every
 * request (issue 18: 2–3 % of a server render under load, with a new client per request). The
 * HttpLink after it is built with `includeUnusedVariables: true`.
 */
export function createUsedVariablesLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const used = usedVariables(operation.query);
    const names = Object.keys(operation.variables);
    if (names.some((name) => !used.has(name))) {
      const kept: OperationVariables = {};
      for (const name of names) if (used.has(name)) kept[name] = operation.variables[name];
      operation.variables = kept;
    }
    return forward(operation);
  });
}
