import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, type Compressors } from './compileHints';

const chunk = (fileName: string, code: string, mappings: string | null) =>
  ({
    type: 'chunk',
    fileName,
    code,
    map: mappings === null ? null : { mappings },
  }) as unknown as OutputChunk;

const asset = (fileName: string, source: string | Uint8Array) =>
  ({ type: 'asset', fileName, source, names: [], originalFileNames: [] }) as unknown as OutputAsset;

/** "Compresses" by tagging the text, so a test can read what each copy was made from. */
const compressors: Compressors = {
  '.br': async (code) => new TextEncoder().encode(`br(${new TextDecoder().decode(code)})`),
  '.gz': async (code) => new TextEncoder().encode(`gz(${new TextDecoder().decode(code)})`),
};

const decoded = (file: OutputBundle[string] | undefined) => {
  if (file?.type !== 'asset') throw new Error('not an asset');
  return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
};

function bundleOf(...files: (OutputChunk | OutputAsset)[]): OutputBundle {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('compile hints (issue 18)', () => {
  it('puts the hint on the first line of every chunk, above Vite’s preload lists', async () => {
    const bundle = bundleOf(
      chunk('assets/entry-a1.js', 'const __vite__mapDeps=(i)=>i;\nimport"./b.js";', 'AAAA;AACA'),
      chunk('assets/b-b2.js', 'export const b=()=>1;', 'AAAA'),
    );
    await addCompileHints(bundle, compressors);
    const entry = bundle['assets/entry-a1.js'] as OutputChunk;
    expect(entry.code.split('\n')).toEqual([
      COMPILE_HINT,
      'const __vite__mapDeps=(i)=>i;',
      'import"./b.js";',
    ]);
    expect((bundle['assets/b-b2.js'] as OutputChunk).code).toBe(`${COMPILE_HINT}\nexport const b=()=>1;`);
  });

  it('moves the source map down a line, in the chunk and in its written map file', async () => {
    const bundle = bundleOf(
      chunk('assets/entry-a1.js', 'let a=1;', 'AAAA,CAAC'),
      asset('assets/entry-a1.js.map', JSON.stringify({ version: 3, mappings: 'AAAA,CAAC', names: ['a'] })),
    );
    await addCompileHints(bundle, compressors);
    expect((bundle['assets/entry-a1.js'] as OutputChunk).map?.mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse(decoded(bundle['assets/entry-a1.js.map']))).toEqual({
      version: 3,
      mappings: ';AAAA,CAAC',
      names: ['a'],
    });
  });

  it('makes the compressed copies again from the hinted code, and only those that exist', async () => {
    const bundle = bundleOf(
      chunk('assets/entry-a1.js', 'let a=1;', null),
      asset('assets/entry-a1.js.br', 'br(let a=1;)'),
      asset('assets/entry-a1.js.gz', 'gz(let a=1;)'),
      // Too small to be worth a copy: the compression plugin wrote none, and none is added.
      chunk('assets/tiny-c3.js', 'x', null),
    );
    await addCompileHints(bundle, compressors);
    expect(decoded(bundle['assets/entry-a1.js.br'])).toBe(`br(${COMPILE_HINT}\nlet a=1;)`);
    expect(decoded(bundle['assets/entry-a1.js.gz'])).toBe(`gz(${COMPILE_HINT}\nlet a=1;)`);
    expect(Object.keys(bundle).sort()).toEqual([
      'assets/entry-a1.js',
      'assets/entry-a1.js.br',
      'assets/entry-a1.js.gz',
      'assets/tiny-c3.js',
    ]);
  });

  it('leaves stylesheets and other files alone, and hints a chunk once', async () => {
    const css = asset('assets/shell-d4.css', 'a{color:red}');
    const bundle = bundleOf(chunk('assets/entry-a1.js', 'let a=1;', 'AAAA'), css);
    await addCompileHints(bundle, compressors);
    await addCompileHints(bundle, compressors);
    expect((bundle['assets/entry-a1.js'] as OutputChunk).code).toBe(`${COMPILE_HINT}\nlet a=1;`);
    expect((bundle['assets/entry-a1.js'] as OutputChunk).map?.mappings).toBe(';AAAA');
    expect(decoded(bundle['assets/shell-d4.css'])).toBe('a{color:red}');
  });
});
