import { describe, expect, it } from 'vitest';
import { catalogues } from './locales';
import { loadAllCatalogueFiles, loadMessages } from './messages';

describe('message catalogues', () => {
  it('every feature translates every message into every catalogue', async () => {
    const features = await loadAllCatalogueFiles();
    expect(Object.keys(features).length).toBeGreaterThan(0);
    for (const [feature, byCatalogue] of Object.entries(features)) {
      const base = Object.keys(byCatalogue.en_US ?? {}).sort();
      for (const catalogue of catalogues) {
        expect(Object.keys(byCatalogue[catalogue] ?? {}).sort(), `${feature} ${catalogue}`).toEqual(base);
      }
    }
  });
  it('speaks to German shoppers with "Sie" everywhere (issue 20: one voice per language)', async () => {
    const features = await loadAllCatalogueFiles();
    const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;
    const found = Object.values(features).flatMap((byCatalogue) =>
      Object.entries(byCatalogue.de_DE ?? {}).filter(([, text]) => informal.test(text)),
    );
    expect(found).toEqual([]);
  });
  it('merges features and keeps the spec texts of the 404 and error views in en_US', async () => {
    const en = await loadMessages('en_US');
    expect(en['notFound.heading']).toBe('404 error');
    expect(en['notFound.text']).toBe("We're sorry – whatever you're looking for isn't here.");
    expect(en['notFound.action']).toBe('Back to homepage');
    expect(en['error.text']).toBe('Something went wrong. Sorry about that.');
    expect(en['shell.loading']).toBe('Fetching Data...');
  });
});
