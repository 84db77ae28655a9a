import { describe, expect, it } from 'vitest';
import { catalogues } from './locales';
import { loadMessages } from './messages';

describe('message catalogues', () => {
  it('every catalogue translates every message of en_US', async () => {
    const base = Object.keys(await loadMessages('en_US')).sort();
    for (const catalogue of catalogues) {
      const keys = Object.keys(await loadMessages(catalogue)).sort();
      expect(keys, catalogue).toEqual(base);
    }
  });
  it('keeps the spec texts of the 404 and error views in en_US', async () => {
    const en = await loadMessages('en_US');
    expect(en['notFound.heading']).toBe('404 error');
    expect(en['notFound.text']).toBe("We're sorry – whatever you're looking for isn't here.");
    expect(en['notFound.action']).toBe('Back to homepage');
    expect(en['error.text']).toBe('Something went wrong. Sorry about that.');
    expect(en['shell.loading']).toBe('Fetching Data...');
  });
});
