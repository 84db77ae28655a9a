import { useApolloClient } from '@apollo/client/react';
import { Container, RadioGroup, Stack } from '@shop/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { redirectDocument, useHref, useLoaderData } from 'react-router';
import { useStoreView } from '../../../../platform/store/store-context';
import { loadPageContent, parseContent } from '../../pagebuilder/data/loadPageContent';
import type { PageContent } from '../../pagebuilder/data/pageContent';
import { CmsPreviewEditor } from '../../pagebuilder/preview/CmsPreviewEditor';
import { LazyPageBuilder } from '../../pagebuilder/render/LazyPageBuilder';
import { notFound } from '../../../../platform/routing/errors';
import type { Loader } from '../../../../platform/routing/deps';

/**
 * The CMS author preview in the running shop (see src/features/content/pagebuilder/README.md): only in dev mode or
 * when the server runs with CMS_PREVIEW=1; a 404 otherwise. The editor page shows the pasted
 * HTML's warnings and the page in frames of 375, 768 and 1280 px — each frame is this route with
 * `?frame`, a real shop page (header, footer, the API's products) rendering the pasted content.
 */
function previewEnabled(): boolean {
  return import.meta.env.DEV || (import.meta.env.SSR && process.env['CMS_PREVIEW'] === '1');
}

export const loader = (async ({ request }) => {
  // Only the server knows its configuration: a client navigation asks it with a page load.
  if (!import.meta.env.SSR && !import.meta.env.DEV) throw redirectDocument(request.url);
  if (!previewEnabled()) throw notFound();
  return { frame: new URL(request.url).searchParams.has('frame') };
}) satisfies Loader<{ frame: boolean }>;

const STORAGE_KEY = 'cms-preview:html';
const MESSAGE = 'cms-preview:html';
const WIDTHS = [375, 768, 1280] as const;

function PreviewFrame() {
  const apollo = useApolloClient();
  const { basename } = useStoreView();
  const [content, setContent] = useState<PageContent | null>(null);
  useEffect(() => {
    let latest = 0;
    const show = (html: string) => {
      const run = ++latest;
      // The real batched query: the preview shows the API's products, categories and posts.
      void loadPageContent(html, { apollo, basename }).then((c) => {
        if (run === latest) setContent(c);
      });
    };
    show(sessionStorage.getItem(STORAGE_KEY) ?? '');
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: string; html?: string } | null;
      if (event.origin === window.location.origin && data?.type === MESSAGE) show(data.html ?? '');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [apollo, basename]);
  if (!content) return null;
  return (
    <Suspense fallback={null}>
      <LazyPageBuilder content={content} mode="preview" priority />
    </Suspense>
  );
}

function PreviewEditor() {
  const intl = useIntl();
  const { basename } = useStoreView();
  // The router puts the store's path prefix in front (`/de/cms-preview?frame`).
  const frameSrc = useHref('/cms-preview?frame');
  const [html, setHtml] = useState('');
  const [warnings, setWarnings] = useState<string[]>([]);
  const [width, setWidth] = useState<string>('all');
  const frames = useRef(new Map<number, HTMLIFrameElement>());
  useEffect(() => {
    const timer = setTimeout(() => {
      sessionStorage.setItem(STORAGE_KEY, html);
      for (const frame of frames.current.values()) {
        frame.contentWindow?.postMessage({ type: MESSAGE, html }, window.location.origin);
      }
      void parseContent(html, basename).then((parsed) => setWarnings(parsed.warnings));
    }, 300);
    return () => clearTimeout(timer);
  }, [html, basename]);
  const shown = width === 'all' ? WIDTHS : WIDTHS.filter((w) => String(w) === width);
  return (
    <Container paddingY="page">
      <CmsPreviewEditor html={html} onHtmlChange={setHtml} warnings={warnings}>
        <Stack space="medium">
          <RadioGroup
            label={intl.formatMessage({ id: 'pagebuilder.preview.width' })}
            orientation="horizontal"
            optional
            value={width}
            onValueChange={setWidth}
            options={[
              { value: 'all', label: intl.formatMessage({ id: 'pagebuilder.preview.all' }) },
              { value: '375', label: intl.formatMessage({ id: 'pagebuilder.preview.mobile' }) },
              { value: '768', label: intl.formatMessage({ id: 'pagebuilder.preview.tablet' }) },
              { value: '1280', label: intl.formatMessage({ id: 'pagebuilder.preview.desktop' }) },
            ]}
          />
          {/* Real widths, so the blocks' breakpoints apply as on a phone, a tablet and a desktop. */}
          <div>
            {shown.map((w) => (
              <iframe
                key={w}
                ref={(el) => {
                  if (el) frames.current.set(w, el);
                  else frames.current.delete(w);
                }}
                src={frameSrc}
                title={intl.formatMessage({ id: 'pagebuilder.preview.frame' }, { width: w })}
                width={w}
                height={900}
              />
            ))}
          </div>
        </Stack>
      </CmsPreviewEditor>
    </Container>
  );
}

export function Component() {
  const { frame } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {frame ? <PreviewFrame /> : <PreviewEditor />}
    </>
  );
}
