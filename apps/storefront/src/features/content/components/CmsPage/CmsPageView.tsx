import { Container, Heading } from '@shop/ui';
import { Suspense, useMemo } from 'react';
import { getFragmentData, type FragmentType } from '../../../../gql/fragment-masking';
import { CmsPageViewFragmentDoc } from './__generated__/CmsPageView';
import { usePageTitle } from '../../../../platform/store/store-context';
import { storefrontConfig } from '../../../../platform/config';
import {
  alternatesFromHreflangs,
  usePublishStoreAlternates,
} from '../../../../platform/store/storeAlternates';
import type { LoadOptions } from '../../pagebuilder/data/loadPageContent';
import type { PageContent } from '../../pagebuilder/data/pageContent';
import { LazyPageBuilder } from '../../pagebuilder/render/LazyPageBuilder';

/** The fields this view renders: `CmsPageView.graphql` beside this file. */
export const CmsPageFragment = CmsPageViewFragmentDoc;

export interface CmsPageData {
  identifier: string | null;
  title: string | null;
  contentHeading: string | null;
  /** The page's Page Builder content as blocks, with the data its product and category blocks show. */
  content: PageContent;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  /** This page's path in the other store views that have it (`{ de: '/about' }`). */
  alternates: Readonly<Record<string, string>>;
}

/** Turns the API's CMS page into what the view renders: parsed, sanitized, with its block data. */
export async function toCmsPageData(
  page: FragmentType<typeof CmsPageFragment>,
  options: LoadOptions,
): Promise<CmsPageData> {
  const p = getFragmentData(CmsPageFragment, page);
  // Loaders run in the browser only on client navigations: the parser and query load then.
  const { loadPageContent } = await import('../../pagebuilder/data/loadPageContent');
  return {
    identifier: p.identifier ?? null,
    title: p.title ?? null,
    contentHeading: p.content_heading ?? null,
    content: await loadPageContent(p.content ?? '', options),
    metaTitle: p.meta_title ?? null,
    metaDescription: p.meta_description ?? null,
    metaKeywords: p.meta_keywords ?? null,
    alternates: alternatesFromHreflangs(
      (p.hreflangs ?? []).flatMap((h) => (h?.url ? [{ url: h.url }] : [])),
      storefrontConfig.storeCodes,
    ),
  };
}

export function CmsPageView({ page, isHome = false }: { page: CmsPageData; isHome?: boolean }) {
  const title = usePageTitle(page.metaTitle || page.title);
  // The store switcher lands on this page in the other store views that have it (issue 19).
  const alternates = useMemo(() => (isHome ? null : page.alternates), [isHome, page.alternates]);
  usePublishStoreAlternates(alternates);
  return (
    <>
      <title>{title}</title>
      {page.metaDescription ? <meta name="description" content={page.metaDescription} /> : null}
      {page.metaKeywords ? <meta name="keywords" content={page.metaKeywords} /> : null}
      {page.contentHeading ? (
        <Container paddingY="page">
          <Heading level={1} size={isHome ? 'large' : 'xlarge'}>
            {page.contentHeading}
          </Heading>
        </Container>
      ) : null}
      {/* Rows place themselves: contained rows in the page container, full-width ones edge to edge.
          The boundary lets the content hydrate when the renderer's chunk arrives. */}
      <Suspense fallback={null}>
        <LazyPageBuilder content={page.content} priority />
      </Suspense>
    </>
  );
}
