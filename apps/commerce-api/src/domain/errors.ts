import { GraphQLError } from 'graphql';

/** Magento's error categories (extensions.category), so clients can branch on them as they do with Magento. */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

export function shopperError(message: string, category: ErrorCategory): GraphQLError {
  return new GraphQLError(message, { extensions: { category } });
}

export const inputError = (message: string) => shopperError(message, 'graphql-input');
export const noSuchEntity = (message: string) => shopperError(message, 'graphql-no-such-entity');
