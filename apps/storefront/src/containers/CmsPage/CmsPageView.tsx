import { Container, Heading, Stack } from '@shop/ui';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { CmsPageViewFragmentDoc } from '../../gql/documents/CmsPageViewFragmentDoc';
import { usePageTitle } from '../../app/store-context';
import { sanitizeHtml } from '../../cms/sanitize';
import { CmsHtml } from '../../cms/CmsHtml';

/** The fields this view renders: `CmsPageView.graphql` beside this file. */
export const CmsPageFragment = CmsPageViewFragmentDoc;

export interface CmsPageData {
  identifier: string | null;
  title: string | null;
  contentHeading: string | null;
  /** Sanitized HTML, safe to render. */
  html: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

/** Turns the API's CMS page into what the view renders, sanitizing the content on the way. */
export async function toCmsPageData(page: FragmentType<typeof CmsPageFragment>): Promise<CmsPageData> {
  const p = getFragmentData(CmsPageFragment, page);
  return {
    identifier: p.identifier ?? null,
    title: p.title ?? null,
    contentHeading: p.content_heading ?? null,
    html: await sanitizeHtml(p.content ?? ''),
    metaTitle: p.meta_title ?? null,
    metaDescription: p.meta_description ?? null,
    metaKeywords: p.meta_keywords ?? null,
  };
}

export function CmsPageView({ page, isHome = false }: { page: CmsPageData; isHome?: boolean }) {
  const title = usePageTitle(page.metaTitle || page.title);
  return (
    <>
      <title>{title}</title>
      {page.metaDescription ? <meta name="description" content={page.metaDescription} /> : null}
      {page.metaKeywords ? <meta name="keywords" content={page.metaKeywords} /> : null}
      <Container paddingY="page">
        <Stack space="large">
          {page.contentHeading ? (
            <Heading level={1} size={isHome ? 'large' : 'xlarge'}>
              {page.contentHeading}
            </Heading>
          ) : null}
          {/* Delegated link handling only; the element adds no box or style. */}
          <CmsHtml html={page.html} />
        </Stack>
      </Container>
    </>
  );
}
