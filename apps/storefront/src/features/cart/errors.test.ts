import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  cartErrorMessage,
  cartFailureMessage,
  isDroppedStockMessage,
  isOnlyStockError,
  presentItems,
  userErrorsMessage,
} from './errors';

const gql = (...messages: string[]) =>
  new CombinedGraphQLErrors({ data: null, errors: messages.map((message) => ({ message })) });

describe('spec §8 cart errors', () => {
  it('drops the stock messages the spec lists', () => {
    expect(isDroppedStockMessage('Some of the products are out of stock.')).toBe(true);
    expect(isDroppedStockMessage('There are no source items with the in stock status')).toBe(true);
    expect(isDroppedStockMessage('The requested qty is not available')).toBe(true);
    expect(isDroppedStockMessage('The requested qty is not available for product "AB-1"')).toBe(true);
    expect(isDroppedStockMessage("The cart isn't active.")).toBe(false);
  });

  it('joins the remaining messages of a failed operation with a comma', () => {
    expect(
      cartErrorMessage(gql('First problem', 'Some of the products are out of stock.', 'Second problem')),
    ).toBe('First problem, Second problem');
    expect(cartErrorMessage(gql('Same', 'Same'))).toBe('Same');
    expect(cartErrorMessage(new Error('Unable to create cart'))).toBe('Unable to create cart');
    expect(cartErrorMessage('plain')).toBe('plain');
    expect(cartErrorMessage(null)).toBe('');
  });

  it('knows when nothing but stock errors came back', () => {
    expect(isOnlyStockError(gql('The requested qty is not available'))).toBe(true);
    expect(isOnlyStockError(gql('The requested qty is not available', 'Other'))).toBe(false);
    expect(isOnlyStockError(gql())).toBe(false);
  });

  it('joins user errors and removes the items a stock error left as null', () => {
    expect(userErrorsMessage([{ message: 'a' }, null, { message: 'b' }])).toBe('a, b');
    expect(userErrorsMessage(undefined)).toBe('');
    expect(presentItems([1, null, 2, undefined])).toEqual([1, 2]);
    expect(presentItems(null)).toEqual([]);
  });
});

describe('cartFailureMessage', () => {
  it('prefers the server messages, else the error text', () => {
    expect(cartFailureMessage(gql('Cart is locked', 'Try again'))).toBe('Cart is locked, Try again');
    expect(cartFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(cartFailureMessage(gql('Some of the products are out of stock.'))).not.toBe('');
    expect(cartFailureMessage(42)).toBe('42');
  });
});
