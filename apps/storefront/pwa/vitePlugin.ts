import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
// The theme's design tokens, read at build time for what lives outside the CSS (the web app
// manifest's colours, the worker's offline page): one source of truth for the brand's values.
import { color } from '../../../packages/ui/src/themes/tokens/color';
import { font } from '../../../packages/ui/src/themes/tokens/typography';

/** What the server's web app manifest route reads (server/webManifest.ts); in `.vite/`, never served. */
export interface PwaBuildInfo {
  themeColor: string;
  backgroundColor: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

const ICON_SIZES = [192, 512] as const;
/** The tab's icon, linked by the document (app/Document.tsx). */
const FAVICON = '/icons/favicon-48.png';

/**
 * Issue 17: after the browser build, writes the installable shop's files next to it —
 * the icons (PNGs drawn from the brand mark `public/favicon.svg` with sharp), the facts the
 * manifest route needs, and `/sw.js`: `sw/sw.ts` bundled on its own, then Workbox's
 * injectManifest fills in the precache list with this build's shell and route chunks.
 */
export function shopPwa(options: { appRoot: string }): Plugin {
  let outDir = '';
  let enabled = false;
  return {
    name: 'shop-pwa',
    apply: 'build',
    configResolved(config) {
      enabled = !config.build.ssr;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!enabled) return;
      const icons = await writeIcons(options.appRoot, outDir);
      const info: PwaBuildInfo = { themeColor: color.brand, backgroundColor: color.surface, icons };
      await writeFile(path.join(outDir, '.vite/pwa.json'), `${JSON.stringify(info, null, 2)}\n`);
      await buildServiceWorker(options.appRoot, outDir);
    },
  };
}

async function writeIcons(appRoot: string, outDir: string): Promise<PwaBuildInfo['icons']> {
  const { default: sharp } = await import('sharp');
  const mark = await readFile(path.join(appRoot, 'public/favicon.svg'), 'utf8');
  const drop = /<path d="([^"]+)"/.exec(mark)?.[1];
  if (!drop) throw new Error('public/favicon.svg: the brand mark has no <path d="…">.');
  await mkdir(path.join(outDir, 'icons'), { recursive: true });
  const icons: PwaBuildInfo['icons'] = [];
  for (const size of ICON_SIZES) {
    const file = `icons/icon-${size}.png`;
    await sharp(Buffer.from(mark), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(outDir, file));
    icons.push({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
  }
  // Maskable: the mark's drop on a full-bleed brand square, inside the 80 % safe zone.
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${color.brand}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)"><path d="${drop}" fill="${color.onBrand}"/></g></svg>`;
  await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
    .resize(512, 512)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, 'icons/maskable-512.png'));
  icons.push({ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' });
  // The tab's icon: a PNG, not the SVG mark. The browser has the page's renderer fetch and decode
  // a favicon, and an SVG image costs it a document of its own: 7–10 ms of the page's main thread
  // on every first visit (traces of the search page, issue 18); a 48 px PNG only decodes.
  await sharp(Buffer.from(mark), { density: (72 * 48) / 32 })
    .resize(48, 48)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, FAVICON.slice(1)));
  // iOS reads its home-screen icon from the page, not the manifest.
  await sharp(Buffer.from(maskable), { density: (72 * 180) / 32 })
    .resize(180, 180)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, 'icons/apple-touch-icon.png'));
  return icons;
}

async function buildServiceWorker(appRoot: string, outDir: string) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-sw-'));
  try {
    await build({
      configFile: false,
      root: appRoot,
      logLevel: 'warn',
      publicDir: false,
      define: {
        __SHOP_THEME__: JSON.stringify({
          ink: color.ink,
          surface: color.surface,
          brand: color.brand,
          onBrand: color.onBrand,
          font: font.family.body,
        }),
        // Workbox's development logging is left out of the production worker.
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
      build: {
        outDir: scratch,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        sourcemap: false,
        target: 'es2022',
        lib: {
          entry: path.join(appRoot, 'sw/sw.ts'),
          formats: ['iife'],
          name: 'shopServiceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const { injectManifest } = await import('workbox-build');
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(scratch, 'sw.js'),
      swDest: path.join(outDir, 'sw.js'),
      globDirectory: outDir,
      // The shell (entry, CSS), every route chunk of this build and the store views' texts
      // (bundling/messages.ts: a page hydrates with them), plus the icons.
      globPatterns: ['assets/**/*.{js,css,json}', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      // Hashed names change with their content: no extra revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`[shop-pwa] ${warning}`);
    console.log(
      `[shop-pwa] sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KiB before compression)`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
