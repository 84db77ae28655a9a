import { shopTheme } from '@shop/ui';
import type { ReactNode } from 'react';
import type { PageAssets } from './state';

/**
 * The whole HTML document is React's, so the <title> and <meta> tags that routes render are
 * hoisted into <head> on the server and kept up to date in the browser.
 */
export function Document({
  lang,
  assets,
  children,
}: {
  lang: string;
  assets: PageAssets;
  children: ReactNode;
}) {
  return (
    <html lang={lang} className={shopTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint before the header is whole (issue 18): the HTML arrives and is parsed in
            pieces, and a phone painted the header with only its menu button, then grew it from 57
            to 79 px when the brand and the actions came (the brand wraps to two lines), shifting
            the whole page. The browser waits until the main element's tag is parsed, which comes
            right after the header (or until the document is parsed, on a page without one). */}
        <link rel="expect" href="#content" blocking="render" />
        <meta name="theme-color" content={assets.themeColor} />
        {/* A PNG drawn from the SVG mark at build time (pwa/vitePlugin.ts): an SVG favicon costs
            the page's main thread a document of its own (issue 18). */}
        <link rel="icon" href="/icons/favicon-48.png" type="image/png" sizes="48x48" />
        {assets.webManifest ? <link rel="manifest" href={assets.webManifest} /> : null}
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/* A precedence makes each a stylesheet resource: React writes it before the hoisted tags
            (the module preloads, the route's title and meta), so the render-blocking stylesheet is
            requested first rather than behind some forty scripts (issue 18, Lighthouse trace). */}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* A page whole in the server's HTML asks for these after its first paint instead
            (scriptsAfterPaint.ts, issue 18). The store view's texts, which hydration waits for as
            it waits for the scripts: fetched by the entry (same mode and credentials, so it takes
            this response). */}
        {assets.scriptsAfterPaint ? null : (
          <>
            {assets.messages ? (
              <link rel="preload" href={assets.messages} as="fetch" crossOrigin="anonymous" />
            ) : null}
            {assets.preloads.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
            {assets.laterPreloads.map((href) => (
              <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
            ))}
          </>
        )}
      </head>
      <body>{children}</body>
    </html>
  );
}
