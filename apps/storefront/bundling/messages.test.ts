import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../src/platform/i18n/locales';
import { loadMessages, parseMessages } from '../src/platform/i18n/messages';
import { catalogueSource } from './messages';

const srcDir = path.resolve(__dirname, '../src');

describe('the message files of the browser build', () => {
  it('hold, for every catalogue, exactly the messages the server renders with', async () => {
    for (const catalogue of catalogues) {
      const { source, files } = catalogueSource(srcDir, catalogue);
      expect(files.length, catalogue).toBeGreaterThan(10);
      expect(JSON.parse(source), catalogue).toEqual(parseMessages(await loadMessages(catalogue)));
    }
  });

  it('refuse a catalogue without files', () => {
    expect(() => catalogueSource(srcDir, 'xx_XX')).toThrow('No message files for the xx_XX catalogue');
  });
});
