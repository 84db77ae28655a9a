import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  /** Total fields after expanding fragments: a simple cost measure. */
  maxFields: number;
  maxAliases: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 15, maxFields: 1500, maxAliases: 30 };

interface Measure {
  depth: number;
  fields: number;
  aliases: number;
}

function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): Measure {
  let depth = 0;
  let fields = 0;
  let aliases = 0;
  for (const sel of set.selections) {
    let inner: Measure;
    if (sel.kind === Kind.FIELD) {
      // Introspection is exempt: tooling queries (codegen, GraphiQL) nest ofType deeply.
      if (sel.name.value.startsWith('__')) continue;
      fields += 1;
      if (sel.alias) aliases += 1;
      const sub = sel.selectionSet
        ? measure(sel.selectionSet, fragments, seen)
        : { depth: 0, fields: 0, aliases: 0 };
      inner = { depth: sub.depth + 1, fields: sub.fields, aliases: sub.aliases };
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(sel.selectionSet, fragments, seen);
    } else {
      const frag = fragments.get(sel.name.value);
      if (!frag || seen.has(frag.name.value)) continue; // cycles are reported by graphql's own rules
      inner = measure(frag.selectionSet, fragments, new Set([...seen, frag.name.value]));
    }
    depth = Math.max(depth, inner.depth);
    fields += inner.fields;
    aliases += inner.aliases;
  }
  return { depth, fields, aliases };
}

/** Rejects over-deep or over-wide operations before execution, with Magento-style graphql-input errors. */
export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const report = (message: string, node: OperationDefinitionNode) =>
      context.reportError(
        new GraphQLError(message, { nodes: node, extensions: { category: 'graphql-input' } }),
      );
    return {
      OperationDefinition(node) {
        const m = measure(node.selectionSet, fragments, new Set());
        if (m.depth > limits.maxDepth)
          report(`Max query depth should be ${limits.maxDepth} but got ${m.depth}.`, node);
        if (m.fields > limits.maxFields)
          report(`Max query complexity should be ${limits.maxFields} but got ${m.fields}.`, node);
        if (m.aliases > limits.maxAliases)
          report(`Max number of aliases should be ${limits.maxAliases} but got ${m.aliases}.`, node);
      },
    };
  };
}
