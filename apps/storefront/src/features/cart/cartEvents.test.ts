import { describe, expect, it } from 'vitest';
import { cartChangeEvents, type CartLines } from './cartEvents';

const line = (item_id: string, quantity: number, price = 10) => ({
  item_id,
  item_name: `Name ${item_id}`,
  price,
  quantity,
  currency: 'EUR',
});
const lines = (...entries: [string, ReturnType<typeof line>][]): CartLines => new Map(entries);

describe('cartChangeEvents (spec §7 add/remove cart, GA4 shapes)', () => {
  it('a new line and a raised quantity are added; only the difference counts', () => {
    const events = cartChangeEvents(
      lines(['u1', line('A', 1)]),
      lines(['u1', line('A', 3)], ['u2', line('B', 1, 12.5)]),
    );
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 32.5,
          items: [line('A', 2), line('B', 1, 12.5)],
        },
      },
    ]);
  });

  it('a lowered quantity and a line that went are removed', () => {
    const events = cartChangeEvents(
      lines(['u1', line('A', 3)], ['u2', line('B', 2)]),
      lines(['u1', line('A', 1)]),
    );
    expect(events).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: { currency: 'EUR', value: 40, items: [line('A', 2), line('B', 2)] },
      },
    ]);
  });

  it('nothing changed, nothing reported', () => {
    expect(cartChangeEvents(lines(['u1', line('A', 1)]), lines(['u1', line('A', 1)]))).toEqual([]);
  });
});
