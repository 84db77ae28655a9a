import type { Queryable } from '../db/client.js';

/** Serves generated media (SVG packshots, banners, logo) from the media_asset table. */
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
  const rows = await db.query<{ content_type: string; body: string }>(
    'SELECT content_type, body FROM media_asset WHERE path = $1',
    [rel],
  );
  const asset = rows[0];
  if (!asset)
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return new Response(request.method === 'HEAD' ? null : asset.body, {
    status: 200,
    headers: {
      'content-type': `${asset.content_type}; charset=utf-8`,
      // Generated deterministically from the seed, so it can be cached for a day.
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
