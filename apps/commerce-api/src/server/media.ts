import type { Queryable } from '../db/client.js';
import { MEDIA_WIDTHS, variantPath } from '../media/variants.js';
import { EncodedMediaCache, negotiateFormat } from './mediaEncode.js';

/** AVIF/WebP copies of the stored PNGs, shared by every request of this process. */
const encodedMedia = new EncodedMediaCache();

/** Text bodies (SVG) are stored as they are; binary images (PNG banners) base64. */
function isText(contentType: string): boolean {
  return contentType === 'image/svg+xml' || contentType.startsWith('text/');
}

/**
 * SVGs that stand in for photographs (product and category pictures, blog pictures), and product
 * labels' images (seals such as "Vegan" over a card's picture): asked for at one of the srcset
 * widths, they go out rasterized like the PNGs (mediaEncode.ts). A label was the only SVG image
 * left on a listing, and a page's first SVG image costs the browser a document of its own: 11–56 ms
 * of its main thread in traces of the search page (issue 18). The logo, favicon and menu icons
 * stay vector.
 */
const PICTURE_PREFIXES = ['catalog/', 'amasty/', 'labels/'];

function rasterWidthOf(path: string, width: number | null): number | null {
  if (width === null || !path.endsWith('.svg') || !PICTURE_PREFIXES.some((p) => path.startsWith(p))) {
    return null;
  }
  // Only the srcset's widths: any other width is answered with the SVG (no copy per width asked).
  return (MEDIA_WIDTHS as readonly number[]).includes(width) ? width : null;
}

/**
 * The stored paths to try for `?width=` on `rel`, best first: the smallest stored copy at least
 * that wide, then the original. SVGs scale by themselves, so they have no copies.
 */
export function mediaCandidates(rel: string, width: number | null): string[] {
  if (width === null || rel.endsWith('.svg')) return [rel];
  return [...MEDIA_WIDTHS.filter((w) => w >= width).map((w) => variantPath(rel, w)), rel];
}

function requestedWidth(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('width');
  if (!raw || !/^\d{1,5}$/.test(raw)) return null;
  const width = Number(raw);
  return width > 0 ? width : null;
}

/**
 * Serves generated media (SVG packshots, PNG banners, logo) from the media_asset table. A raster
 * image goes out as AVIF or WebP (quality 85) when the browser accepts it, else as the stored PNG;
 * so does an SVG picture asked for at a srcset width, else as the SVG.
 */
export async function serveMedia(db: Queryable, request: Request, pathname: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  let rel: string;
  try {
    rel = decodeURIComponent(pathname.slice('/media/'.length));
  } catch {
    return new Response('Not Found', { status: 404 });
  }
  if (rel.includes('..')) return new Response('Not Found', { status: 404 });
  const width = requestedWidth(request);
  const candidates = mediaCandidates(rel, width);
  const rows = await db.query<{ path: string; content_type: string; body: string }>(
    'SELECT path, content_type, body FROM media_asset WHERE path = ANY($1::text[]) ORDER BY array_position($1::text[], path) LIMIT 1',
    [candidates],
  );
  const asset = rows[0];
  if (!asset)
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const text = isText(asset.content_type);
  const headers: Record<string, string> = {
    'content-type': text ? `${asset.content_type}; charset=utf-8` : asset.content_type,
    // Generated deterministically from the seed, so it can be cached for a day.
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  };
  // An SVG goes out as it is, unless it is a picture asked for at a srcset width.
  const rasterWidth = rasterWidthOf(asset.path, width);
  const svgText = () => new Response(request.method === 'HEAD' ? null : asset.body, { status: 200, headers });
  if (text && rasterWidth === null) return svgText();
  // The answer depends on Accept: shared caches must keep one copy per format.
  headers['vary'] = 'Accept';
  const format = negotiateFormat(request.headers.get('accept'));
  const source = () => Buffer.from(asset.body, text ? 'utf8' : 'base64');
  const encoded = format
    ? await encodedMedia.get(asset.path, format, source, rasterWidth ?? undefined)
    : null;
  if (!encoded && text) return svgText();
  if (format && encoded) headers['content-type'] = `image/${format}`;
  const body = encoded ?? source();
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
