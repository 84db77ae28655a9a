import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The shop's stylesheets, grouped (BENCHMARKS.md "CSS split"): Vite writes one CSS file per chunk
 * (`build.cssCodeSplit: true`; vanilla-extract gives every component its own), which would make a
 * page link 20–50 small render-blocking files. This plugin joins them into
 *
 * - the shell's stylesheet (`shell-<hash>.css`): the CSS of every chunk a guest page can need —
 *   the entry, the guest routes (home, CMS, resolver, category, product, search, cart), their
 *   Page Builder views and the shell's own lazy parts (header menus, mini cart, toasts) — linked
 *   render-blocking in every page's head;
 * - one stylesheet per lazy feature (`<feature>-<hash>.css`): the CSS only the feature's chunks
 *   need (account pages, checkout, blog, …). The server links it in the head of a page that renders
 *   the feature; on client navigation Vite's preload helper adds it with the feature's chunk and
 *   waits for it to load before the chunk's code runs, so the page never renders unstyled.
 *
 * Each file keeps the rules in the order Vite gives the single stylesheet (`cssCodeSplit: false`:
 * the entries depth-first, dependencies before the chunk, then the dynamic imports), so the shell's
 * rules are the one stylesheet's minus the lazy features' and nothing is renamed (vanilla-extract
 * class names come from the source files, not from the CSS files).
 *
 * Runs in `generateBundle` after Vite's CSS plugin has written the per-chunk files and before Vite
 * writes the manifest and the preload lists (`__vite__mapDeps`), which both read
 * `viteMetadata.importedCss`: that is where the per-chunk files are replaced by their group's.
 */
export interface CssGroup {
  /** Output name of the group's stylesheet (`assets/<name>-<hash>.css`). */
  name: string;
  /** Facade modules (source paths) of the dynamic chunks that start the feature. */
  roots: RegExp;
}

export const SHELL_GROUP = 'shell';

/** The lazy features whose styles stay out of the shell's stylesheet, grouped per file. */
export const LAZY_CSS_GROUPS: readonly CssGroup[] = [
  {
    // The signed-in area: account pages, sign-in dialog and pages, wish list pages, loyalty pages,
    // the newsletter pop-up shown after sign-in.
    name: 'account',
    roots:
      /[\\/]src[\\/]features[\\/](account[\\/](routes[\\/]|components[\\/](AuthDialog|AccountMenu|CheckoutAuth|NewsletterPopup)[\\/])|wishlist[\\/](routes[\\/]|components[\\/]WishlistDialog[\\/])|loyalty[\\/]routes[\\/])/,
  },
  { name: 'checkout', roots: /[\\/]src[\\/]features[\\/]checkout[\\/]routes[\\/]/ },
  { name: 'blog', roots: /[\\/]src[\\/]features[\\/]blog[\\/]routes[\\/]/ },
  {
    // Shown once after hydration or on demand: consent's tracking, the error mask, the offline
    // notices. Not the cookie banner (`bannerRoot`): a guest page's HTML shows it at first paint
    // (features/consent/serverBanner.tsx), so its styles are the shell's.
    name: 'extras',
    roots:
      /[\\/]src[\\/]features[\\/](consent[\\/](?!bannerRoot\.)|offline[\\/]|content[\\/]components[\\/](MaskedErrorDialog|RouteErrorMask)[\\/])/,
  },
];

type ChunkMetadata = NonNullable<OutputChunk['viteMetadata']>;

function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

/** Chunks in the order Vite concatenates their CSS into one stylesheet (`cssCodeSplit: false`). */
export function cascadeOrder(chunks: Map<string, OutputChunk>): OutputChunk[] {
  const ordered: OutputChunk[] = [];
  const collected = new Set<OutputChunk>();
  const dynamicImports = new Set<string>();
  const collect = (chunk: OutputChunk | undefined) => {
    if (!chunk || collected.has(chunk)) return;
    collected.add(chunk);
    chunk.imports.forEach((name) => collect(chunks.get(name)));
    chunk.dynamicImports.forEach((name) => dynamicImports.add(name));
    ordered.push(chunk);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) collect(chunk);
  for (const name of dynamicImports) collect(chunks.get(name));
  return ordered;
}

/**
 * Which group each chunk belongs to: the shell's are reachable from the entry (static and dynamic
 * imports) without entering a lazy feature's root; the others belong to the feature(s) whose roots
 * reach them. A chunk that two features share goes to the shell (it is small and common: kit
 * parts the shell's chunks did not happen to use).
 */
export function chunkGroups(
  chunks: Map<string, OutputChunk>,
  groups: readonly CssGroup[],
): Map<string, string> {
  const rootGroup = new Map<string, string>();
  for (const chunk of chunks.values()) {
    const group = chunk.facadeModuleId && groups.find((g) => g.roots.test(chunk.facadeModuleId!));
    if (group && !chunk.isEntry) rootGroup.set(chunk.fileName, group.name);
  }
  const reach = (starts: string[], stop: (name: string) => boolean): Set<string> => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const chunk = chunks.get(name);
      if (!chunk) continue;
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) if (!stop(next)) queue.push(next);
    }
    return seen;
  };
  const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  const shell = reach(entries, (name) => rootGroup.has(name));
  const owners = new Map<string, Set<string>>();
  for (const group of groups) {
    const roots = [...rootGroup].filter(([, g]) => g === group.name).map(([name]) => name);
    for (const name of reach(
      roots,
      (next) => shell.has(next) || (rootGroup.has(next) && rootGroup.get(next) !== group.name),
    )) {
      if (shell.has(name)) continue;
      if (!owners.has(name)) owners.set(name, new Set());
      owners.get(name)!.add(group.name);
    }
  }
  const result = new Map<string, string>();
  for (const name of chunks.keys()) {
    const features = owners.get(name);
    result.set(name, !features || features.size !== 1 ? SHELL_GROUP : [...features][0]!);
  }
  return result;
}

export function cssGroups(groups: readonly CssGroup[] = LAZY_CSS_GROUPS): Plugin[] {
  // Every chunk's metadata, including the pure-CSS chunks Vite's CSS plugin removes from the bundle
  // before this plugin's generateBundle (the preload lists still read their `importedCss`).
  const metadata = new Set<ChunkMetadata>();
  let shellFile: string | undefined;
  let entryKeys: string[] = [];
  let root = '';
  const grouping: Plugin = {
    name: 'shop:css-groups',
    enforce: 'post',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    renderChunk(_code, chunk) {
      const meta = (chunk as unknown as OutputChunk).viteMetadata;
      if (meta) metadata.add(meta);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const groupOfChunk = chunkGroups(chunks, groups);
      // Each per-chunk CSS file goes to the shell when any chunk in the shell imports it.
      const groupOfCss = new Map<string, string>();
      for (const chunk of cascadeOrder(chunks)) {
        const group = groupOfChunk.get(chunk.fileName) ?? SHELL_GROUP;
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          const known = groupOfCss.get(css);
          if (known === undefined || group === SHELL_GROUP) groupOfCss.set(css, group);
          else if (known !== group) groupOfCss.set(css, SHELL_GROUP);
        }
      }
      // Join the files of each group in cascade order; each file once, at its first place.
      const sources = new Map<string, string[]>();
      for (const [css, group] of groupOfCss) {
        const asset = bundle[css];
        if (!asset || asset.type !== 'asset') continue;
        if (!sources.has(group)) sources.set(group, []);
        sources.get(group)!.push(String(asset.source));
      }
      const fileOfGroup = new Map<string, string>();
      for (const [group, parts] of sources) {
        const referenceId = this.emitFile({ type: 'asset', name: `${group}.css`, source: parts.join('') });
        fileOfGroup.set(group, this.getFileName(referenceId));
      }
      for (const css of groupOfCss.keys()) {
        delete bundle[css];
        delete bundle[`${css}.map`];
      }
      // Point every chunk at its groups' files. The shell's stylesheet is in every page's head, so
      // no chunk lists it: the preload lists of lazy chunks name the feature files alone (Vite would
      // otherwise write the shell's name into ~20 chunks, some of them in the first download).
      const all = new Set([...metadata, ...[...chunks.values()].map((c) => c.viteMetadata)]);
      for (const meta of all) {
        if (!meta) continue;
        const files = new Set<string>();
        for (const css of meta.importedCss) {
          const group = groupOfCss.get(css);
          const file = group && group !== SHELL_GROUP ? fileOfGroup.get(group) : undefined;
          if (file) files.add(file);
        }
        meta.importedCss.clear();
        for (const file of files) meta.importedCss.add(file);
      }
      shellFile = fileOfGroup.get(SHELL_GROUP);
      entryKeys = [...chunks.values()]
        .filter((c) => c.isEntry && c.facadeModuleId)
        .map((c) => c.facadeModuleId!);
    },
  };
  // The manifest (written by Vite after the preload lists) names the shell's stylesheet as the
  // entry's CSS: the server links the entry's CSS in every page's head.
  const manifestEntry: Plugin = {
    name: 'shop:css-groups-manifest',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (!shellFile || !asset || asset.type !== 'asset') return;
        const manifest = JSON.parse(String(asset.source)) as Record<string, { css?: string[] }>;
        for (const id of entryKeys) {
          const entry = manifest[path.relative(root, id).split(path.sep).join('/')];
          if (!entry) this.error(`css-groups: the entry ${id} is not in the manifest`);
          entry.css = [shellFile, ...(entry.css ?? []).filter((file) => file !== shellFile)];
        }
        asset.source = JSON.stringify(manifest, undefined, 2);
      },
    },
  };
  return [grouping, manifestEntry];
}
