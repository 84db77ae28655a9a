import { describe, expect, it } from 'vitest';
import { parseMessages } from './catalogue';
import { sharedIntl } from './sharedIntl';

describe('sharedIntl', () => {
  const messages = parseMessages({ greeting: 'Hallo {name}', price: '{amount, number, ::currency/EUR}' });

  it('is one object per catalogue and locale, kept across renders and requests', () => {
    const first = sharedIntl('de-DE', messages);
    expect(sharedIntl('de-DE', messages)).toBe(first);
    expect(sharedIntl('de-CH', messages)).not.toBe(first);
    expect(sharedIntl('de-DE', parseMessages({ greeting: 'Hi {name}' }))).not.toBe(first);
  });

  it('formats in its locale, with the same formatter the second time', () => {
    const intl = sharedIntl('de-DE', messages);
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Ada' })).toBe('Hallo Ada');
    const once = intl.formatMessage({ id: 'price' }, { amount: 12.5 });
    expect(once).toMatch(/^12,50\s€$/);
    expect(intl.formatMessage({ id: 'price' }, { amount: 12.5 })).toBe(once);
    expect(intl.locale).toBe('de-DE');
  });
});
