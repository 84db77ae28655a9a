import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): in a script whose first line is this comment, every
 * function is compiled while the file streams in, on a background thread, instead of on the main
 * thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The build's compressed copies of a file, by suffix (`.br`, `.gz`): how each is made. */
export type Compressors = Readonly<Record<string, (code: Uint8Array) => Promise<Uint8Array>>>;

/**
 * Issue 18: every script chunk of the browser build starts with V8's compile hint.
 *
 * A first visit's product page spent 86–102 ms of its main thread (unthrottled; Lighthouse's
 * simulation counts it four times) compiling functions lazily as hydration first called them:
 * React DOM, the router, the kit, the page. With the hint, that work moves to the threads that
 * parse the streamed scripts, and 15–23 ms is left (BENCHMARKS.md, "fifteenth session"). The
 * chunks are split by use (a route, a feature, what the shell loads after hydration), so most of a
 * chunk's functions run when it loads; compiling the rest costs background time and ~1 MB of the
 * page's heap, not main-thread time. Hinting only the chunks over 30 KB left 53 ms.
 *
 * V8 reads the hint only on the file's first line, and Vite writes its own first line (the preload
 * lists, `__vite__mapDeps`) late in `generateBundle`, after the compressed copies were made from
 * the code. So the hint goes in last, the source map moves down a line, and the compressed copies
 * of each chunk are made again. File names are not changed: they were hashed without the hint,
 * which is the same in every build.
 */
export function compileHints(compressors: Compressors): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        await addCompileHints(bundle, compressors);
      },
    },
  };
}

/** Adds the hint to each JavaScript chunk of `bundle` not starting with it, with its map and copies. */
export async function addCompileHints(bundle: OutputBundle, compressors: Compressors): Promise<void> {
  const chunks = Object.values(bundle).filter(
    (file): file is OutputChunk => file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT),
  );
  await Promise.all(chunks.map((chunk) => hint(chunk, bundle, compressors)));
}

async function hint(chunk: OutputChunk, bundle: OutputBundle, compressors: Compressors) {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  // One line more at the top: the mappings start with an empty line.
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset') {
    const map = JSON.parse(text(mapFile.source)) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapFile.source = JSON.stringify(map);
  }
  const code = new TextEncoder().encode(chunk.code);
  await Promise.all(
    Object.entries(compressors).map(async ([suffix, compress]) => {
      const copy = bundle[`${chunk.fileName}${suffix}`];
      if (copy?.type === 'asset') copy.source = await compress(code);
    }),
  );
}

const text = (source: string | Uint8Array) =>
  typeof source === 'string' ? source : new TextDecoder().decode(source);
