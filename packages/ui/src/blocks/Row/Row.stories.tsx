import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ButtonItem } from '../ButtonItem';
import { Buttons } from '../Buttons';
import { Column } from '../Column';
import { ColumnGroup } from '../ColumnGroup';
import { ColumnLine } from '../ColumnLine';
import { HeadingBlock } from '../HeadingBlock';
import { ImageBlock } from '../ImageBlock';
import { TextBlock } from '../TextBlock';
import { Row, rowAppearances } from './Row';

const text =
  '<h2>Rooted in Nordic nature</h2><p>We make skincare from birch sap, sea buckthorn and oats grown on small ' +
  'Baltic farms — gentle formulas, glass bottles, no shortcuts.</p>';

const padding = { top: 48, right: 32, bottom: 48, left: 32 };

const meta = {
  title: 'Blocks/Row',
  component: Row,
  args: {
    appearance: 'contained',
    style: { padding, minHeight: '320px' },
    verticalAlign: 'middle',
    background: { color: '#E4EADF' },
    children: <TextBlock html={text} style={{ textAlign: 'center' }} />,
  },
  argTypes: { appearance: { control: 'inline-radio', options: rowAppearances } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Page Builder row. `contained`: row and background inside the page container; `full-width`: background ' +
          'edge to edge, content in the container; `full-bleed`: both edge to edge. Background colour, desktop and ' +
          'mobile (below 768 px) image with size/position/repeat/attachment, background video (muted, looping, ' +
          'paused under reduced motion, with a pause button) and parallax (off under reduced motion). Styles from ' +
          'content arrive as inline custom properties; the row has no outer margin of its own.',
      },
    },
  },
} satisfies Meta<typeof Row>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-appearance="contained"]');
    await expect(row).toBeInTheDocument();
    // Contained: narrower than the window by the page gutters.
    await expect(row?.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
    await expect(getComputedStyle(row as HTMLElement).paddingTop).toBe('48px');
    await expect(getComputedStyle(row as HTMLElement).marginTop).toBe('0px');
  },
};

export const FullWidth: Story = {
  args: {
    appearance: 'full-width',
    background: {
      image: '/images/botanical.svg',
      mobileImage: '/images/hero-mobile.svg',
      position: 'center',
    },
  },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-appearance="full-width"]');
    await expect(row?.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Rooted in Nordic nature' }),
    ).toBeVisible();
  },
};

export const FullBleed: Story = {
  args: {
    appearance: 'full-bleed',
    style: { padding: { top: 0, right: 0, bottom: 0, left: 0 }, minHeight: '360px' },
    background: { image: '/images/hero-desktop.svg', mobileImage: '/images/hero-mobile.svg', size: 'cover' },
    children: null,
  },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-appearance="full-bleed"]');
    await expect(row?.getBoundingClientRect().height).toBe(360);
  },
};

export const MobileImage: Story = {
  ...FullWidth,
  parameters: { testViewport: { width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"] > div');
    await expect(getComputedStyle(layer as HTMLElement).backgroundImage).toMatch(/hero-mobile\.svg/);
  },
};

export const RepeatingPattern: Story = {
  args: {
    background: { image: '/images/linen.svg', size: 'auto', repeat: true },
    verticalAlign: 'bottom',
  },
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"] > div');
    await expect(getComputedStyle(layer as HTMLElement).backgroundRepeat).toBe('repeat');
  },
};

export const Parallax: Story = {
  args: {
    appearance: 'full-width',
    background: { image: '/images/botanical.svg' },
    parallax: { speed: 0.5 },
  },
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[data-parallax] [data-parallax]');
    await expect(layer).toBeInTheDocument();
    // Reduced motion (emulated by the test runner): the background does not move.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      await expect(layer?.style.transform).toBe('');
  },
};

/** An embed URL cannot play as a background: its poster stands in (no request to the video host). */
export const VideoEmbedFallback: Story = {
  args: {
    appearance: 'full-width',
    background: {
      video: {
        src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        poster: '/images/hero-desktop.svg',
        overlayColor: 'rgba(30, 36, 32, 0.35)',
      },
    },
    children: <TextBlock html={text} tone="inverse" style={{ textAlign: 'center' }} />,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Rooted in Nordic nature' }),
    ).toBeVisible();
  },
};

/** Reduced motion (the test runner's setting): the video stays on its poster until the visitor plays it. */
export const BackgroundVideo: Story = {
  args: {
    appearance: 'full-width',
    background: {
      video: {
        src: '/videos/leaves.webm',
        poster: '/images/botanical.svg',
        overlayColor: 'rgba(250, 247, 242, 0.2)',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('loop');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(video.paused).toBe(true);
      await expect(
        within(canvasElement).getByRole('button', { name: 'Play background video' }),
      ).toBeVisible();
    }
  },
};

/** The pause/play button (WCAG 2.2.2); not captured, the video frame would differ run to run. */
export const BackgroundVideoToggle: Story = {
  ...BackgroundVideo,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await userEvent.click(canvas.getByRole('button', { name: /background video/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pause background video' })).toBeVisible());
    await expect(video.paused).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause background video' }));
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Play background video' })).toHaveFocus();
  },
};

export const MobileStyles: Story = {
  args: {
    style: { padding, minHeight: '320px', textAlign: 'center' },
    mobileStyle: { padding: { top: 16, right: 16, bottom: 16, left: 16 }, minHeight: '200px' },
  },
  parameters: { testViewport: { width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-appearance="contained"]') as HTMLElement;
    await expect(getComputedStyle(row).paddingTop).toBe('16px');
    await expect(getComputedStyle(row).minHeight).toBe('200px');
  },
};

/** How rows carry the other blocks: an image and a message side by side, calls to action below. */
export const WithColumns: Story = {
  args: {
    appearance: 'full-width',
    background: { color: '#F1EBE1' },
    style: { padding: { top: 48, right: 0, bottom: 48, left: 0 } },
    children: (
      <ColumnGroup>
        <ColumnLine>
          <Column width={50} style={{ padding: { top: 0, right: 24, bottom: 0, left: 0 } }}>
            <ImageBlock
              src="/images/serum.svg"
              alt="Birch sap serum in an amber glass bottle"
              width={660}
              height={896}
            />
          </Column>
          <Column
            width={50}
            verticalAlign="middle"
            style={{ padding: { top: 24, right: 0, bottom: 24, left: 24 } }}
          >
            <HeadingBlock
              level={2}
              text="Birch sap serum"
              style={{ margin: { top: 0, right: 0, bottom: 16, left: 0 } }}
            />
            <TextBlock
              html="<p>Tapped from Latvian birches each April, the sap carries minerals and sugars that hydrate like nothing else. We bottle it within days.</p>"
              style={{ margin: { top: 0, right: 0, bottom: 24, left: 0 } }}
            />
            <Buttons>
              <ButtonItem text="Shop the serum" link={{ href: '#serum' }} />
              <ButtonItem text="Ingredients" variant="link" link={{ href: '#ingredients' }} />
            </Buttons>
          </Column>
        </ColumnLine>
      </ColumnGroup>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /Birch sap serum/ });
    const heading = canvas.getByRole('heading', { name: 'Birch sap serum' });
    // Image left, message right, on one line.
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(image.getBoundingClientRect().right);
    await expect(canvas.getByRole('link', { name: 'Shop the serum' })).toHaveAttribute('href', '#serum');
  },
};

export const WithColumnsMobile: Story = {
  ...WithColumns,
  parameters: { testViewport: { width: 375, height: 1100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /Birch sap serum/ });
    const heading = canvas.getByRole('heading', { name: 'Birch sap serum' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(
      image.getBoundingClientRect().bottom - 1,
    );
  },
};
