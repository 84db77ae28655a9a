import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadMessages, type Messages } from '../../../../platform/i18n/messages';
import { parseContent } from '../data/loadPageContent';
import type { PageContent } from '../data/pageContent';
import { PageBuilder } from '../render/PageBuilder';
import { CmsPreviewEditor } from './CmsPreviewEditor';
import { fixtureData } from './fixtureData';
import { PreviewProviders } from './PreviewProviders';
import { SAMPLE_PAGE_HTML } from './samplePage';

/**
 * The CMS author preview in Storybook: paste Page Builder HTML, read the warnings, see the page as
 * the shop renders it. Product, category, journal and quiz blocks show sample data (no network);
 * the shop's /cms-preview uses the real API. Switch widths with the viewport toolbar (phone 375,
 * tablet 768, desktop 1280) or open one of the width stories.
 */
function CmsPreview({ initialHtml }: { initialHtml: string }) {
  const [html, setHtml] = useState(initialHtml);
  const [content, setContent] = useState<PageContent | null>(null);
  useEffect(() => {
    let current = true;
    void parseContent(html, '/').then((parsed) => {
      if (current) setContent({ ...parsed, data: fixtureData(parsed.blocks) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return (
    <CmsPreviewEditor html={html} onHtmlChange={setHtml} warnings={content?.warnings ?? []}>
      {content ? <PageBuilder content={content} mode="preview" priority /> : null}
    </CmsPreviewEditor>
  );
}

const VIEWPORTS = {
  cms375: { name: 'Phone (375 px)', styles: { width: '375px', height: '900px' }, type: 'mobile' },
  cms768: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1000px' }, type: 'tablet' },
  cms1280: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '1000px' }, type: 'desktop' },
} as const;

const meta = {
  title: 'CMS preview/Page Builder HTML',
  component: CmsPreview,
  args: { initialHtml: SAMPLE_PAGE_HTML },
  loaders: [async () => ({ messages: await loadMessages('en_US') })],
  render: (args, { loaded }) => (
    <PreviewProviders messages={(loaded as { messages: Messages }).messages}>
      {/* As in the shop, the page's content is its main landmark. */}
      <main>
        <CmsPreview {...args} />
      </main>
    </PreviewProviders>
  ),
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    visual: { page: true },
  },
} satisfies Meta<typeof CmsPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

async function previewIsRendered(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    () => expect(canvas.getByRole('heading', { level: 1, name: 'Winter rituals' })).toBeVisible(),
    {
      timeout: 10_000,
    },
  );
  await waitFor(() => expect(canvas.getAllByText('Lingonberry Vitamin C Serum')[0]).toBeVisible());
  return canvas;
}

export const Phone: Story = {
  globals: { viewport: { value: 'cms375', isRotated: false } },
  parameters: { testViewport: { width: 375, height: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = await previewIsRendered(canvasElement);
    // The author learns what the shop could not use.
    const warnings = canvas.getByRole('region', { name: 'Content warnings' });
    await expect(warnings).toHaveTextContent(
      'Unknown content type "countdown-timer": its children are shown',
    );
    await expect(warnings).toHaveTextContent('Image block has no image');
    // The unknown block's content still shows.
    await expect(canvas.getByText('Sale ends Sunday')).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'cms768', isRotated: false } },
  parameters: { testViewport: { width: 768, height: 1000 } },
  play: async ({ canvasElement }) => {
    await previewIsRendered(canvasElement);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'cms1280', isRotated: false } },
  parameters: { testViewport: { width: 1280, height: 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = await previewIsRendered(canvasElement);
    // Pasting new HTML re-renders the preview and its warnings.
    const field = canvas.getByLabelText('Page Builder HTML');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(
      '<h2 data-content-type="heading" data-appearance="default" data-element="main">Autumn edit</h2>',
    );
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Autumn edit' })).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'Content warnings' })).toHaveTextContent(
      'No problems found in this content.',
    );
  },
};
