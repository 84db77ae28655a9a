import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Each store view's journal as an RSS 2.0 feed at a stable URL: `/blog/rss.xml` in the default
 * store, `/{store}/blog/rss.xml` in the others (the blog pages link it from their head). Store
 * views without the journal answer 404.
 */
const FEED_PATH = /^\/(?:([a-z0-9_]+)\/)?blog\/rss\.xml$/;
const FEED_SIZE = 20;

const FEED_QUERY = `query ShopBlogFeed($pageSize: Int) {
  storeConfig { store_code amblog_enabled default_title locale }
  amBlogPosts(type: ALL, pageSize: $pageSize) {
    items { title url_key short_content published_at post_author { name } }
  }
}`;

interface FeedAnswer {
  data?: {
    storeConfig?: {
      store_code?: string | null;
      amblog_enabled?: boolean | null;
      default_title?: string | null;
      locale?: string | null;
    } | null;
    amBlogPosts?: {
      items?:
        | ({
            title?: string | null;
            url_key?: string | null;
            short_content?: string | null;
            published_at?: string | null;
            post_author?: { name?: string | null } | null;
          } | null)[]
        | null;
    } | null;
  } | null;
  errors?: unknown[];
}

export interface FeedDeps {
  graphql(body: unknown, headers: Record<string, string>): Promise<unknown>;
  defaultStoreCode: string;
}

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The feed document for a store view's posts (newest first). */
export function feedXml(opts: {
  title: string;
  link: string;
  selfLink: string;
  language: string;
  posts: { title: string; link: string; description: string; date: string | null; author: string | null }[];
}): string {
  const items = opts.posts
    .map(
      (p) => `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(p.link)}</link>
      <guid isPermaLink="true">${xml(p.link)}</guid>
      <description>${xml(p.description)}</description>${p.date ? `\n      <pubDate>${new Date(p.date).toUTCString()}</pubDate>` : ''}${p.author ? `\n      <dc:creator>${xml(p.author)}</dc:creator>` : ''}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(opts.title)}</title>
    <link>${xml(opts.link)}</link>
    <atom:link href="${xml(opts.selfLink)}" rel="self" type="application/rss+xml"/>
    <description>${xml(opts.title)}</description>
    <language>${xml(opts.language)}</language>
${items}
  </channel>
</rss>
`;
}

/** Answers the feed's URL; false for every other request. */
export async function handleBlogFeed(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FeedDeps,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const match = FEED_PATH.exec(path);
  if (!match) return false;
  const code = match[1] ?? deps.defaultStoreCode;
  const notFound = () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
    return true;
  };
  // The default store has no prefix: /en/blog/rss.xml is not its feed's URL.
  if (match[1] === deps.defaultStoreCode) return notFound();
  let answer: FeedAnswer;
  try {
    answer = (await deps.graphql(
      { query: FEED_QUERY, variables: { pageSize: FEED_SIZE } },
      { Store: code },
    )) as FeedAnswer;
  } catch {
    return notFound();
  }
  const config = answer.data?.storeConfig;
  if (answer.errors?.length || !config?.amblog_enabled) return notFound();
  const origin = (process.env.PUBLIC_URL ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
  const prefix = match[1] ? `/${match[1]}` : '';
  const body = feedXml({
    title: `${config.default_title ?? ''} – Blog`.replace(/^ – /, ''),
    link: `${origin}${prefix}/blog`,
    selfLink: `${origin}${path}`,
    language: (config.locale ?? 'en_US').replace('_', '-'),
    posts: (answer.data?.amBlogPosts?.items ?? []).flatMap((p) =>
      p?.url_key
        ? [
            {
              title: p.title ?? '',
              link: `${origin}${prefix}/blog/${p.url_key}`,
              description: text(p.short_content ?? ''),
              date: p.published_at ?? null,
              author: p.post_author?.name ?? null,
            },
          ]
        : [],
    ),
  });
  res.writeHead(200, {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=600',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
