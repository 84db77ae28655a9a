import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface QueryLimits {
  maxDepth: number;
  /** Fields, fragments included (GraphQL Armor's cost with every field and level costing 1). */
  maxCost: number;
  maxAliases: number;
  /** Lexical tokens of the document, counted while parsing: a huge query never becomes an AST. */
  maxTokens: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 15, maxCost: 1500, maxAliases: 30, maxTokens: 10_000 };

/**
 * GraphQL Armor's depth, alias, cost and token limits, introspection and `__typename` counted like
 * any field. Rejections are answered with Magento's texts ("Max query depth should be 15 but got
 * 16.") and its graphql-input category instead of Armor's own wording.
 */
export function queryLimitPlugins(limits: QueryLimits): Plugin[] {
  const magento =
    (text: (found: string) => string) =>
    (context: ValidationContext | null, error: GraphQLError): void => {
      const found = /found (\d+)/.exec(error.message)?.[1] ?? '?';
      const reported = new GraphQLError(text(found), { extensions: { category: 'graphql-input' } });
      if (context) context.reportError(reported);
      else throw reported;
    };
  const tokensError = () => {
    throw new GraphQLError(`Max number of tokens should be ${limits.maxTokens}.`, {
      extensions: { category: 'graphql-input', http: { status: 400 } },
    });
  };
  return [
    maxTokensPlugin({ n: limits.maxTokens, propagateOnRejection: false, onReject: [tokensError] }),
    maxDepthPlugin({
      n: limits.maxDepth,
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [magento((found) => `Max query depth should be ${limits.maxDepth} but got ${found}.`)],
    }),
    maxAliasesPlugin({
      n: limits.maxAliases,
      // Armor lets `__typename` aliases through by default: a thousand of them cost like any field.
      allowList: [],
      propagateOnRejection: false,
      onReject: [
        magento((found) => `Max number of aliases should be ${limits.maxAliases} but got ${found}.`),
      ],
    }),
    costLimitPlugin({
      maxCost: limits.maxCost,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ignoreIntrospection: false,
      propagateOnRejection: false,
      onReject: [magento((found) => `Max query complexity should be ${limits.maxCost} but got ${found}.`)],
    }),
  ] as Plugin[];
}
