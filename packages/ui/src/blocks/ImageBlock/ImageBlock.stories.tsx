import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ImageBlock } from './ImageBlock';

const meta = {
  title: 'Blocks/ImageBlock',
  component: ImageBlock,
  args: {
    src: '/images/hero-desktop.svg',
    mobileSrc: '/images/hero-mobile.svg',
    alt: 'Amber serum bottle and cream jar in front of a sand-coloured arch',
    width: 1600,
    height: 640,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Page Builder image on the kit's `Image`: desktop and mobile image (`<picture>`, mobile below 768 px), " +
          'alt, title, caption, optional link (new tab announced). Lazy unless `priority` (eager, ' +
          '`fetchpriority="high"`); the spec §9 srcset widths for the shop\'s own `/media` images.',
      },
    },
  },
} satisfies Meta<typeof ImageBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement.querySelector('picture source')).toHaveAttribute(
      'srcset',
      '/images/hero-mobile.svg',
    );
  },
};

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 600 } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img') as HTMLImageElement;
    await waitFor(() => expect(img.currentSrc).toMatch(/hero-mobile\.svg$/));
  },
};

export const WithCaption: Story = {
  args: {
    caption: 'Our Riga workshop, where every jar is filled by hand.',
    title: 'Workshop',
  },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(
      within(figure).getByText('Our Riga workshop, where every jar is filled by hand.').tagName,
    ).toBe('FIGCAPTION');
    await expect(within(figure).getByTitle('Workshop')).toContainElement(within(figure).getByRole('img'));
  },
};

export const Linked: Story = {
  args: { link: { href: '#collection' }, priority: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Amber serum bottle/ });
    await expect(link).toHaveAttribute('href', '#collection');
    const img = within(link).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const LinkNewTab: Story = {
  args: { link: { href: 'https://example.com/about', openInNewTab: true }, mobileSrc: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/** Local `/media` images get the spec §9 srcset (not loaded here: no media server in Storybook). */
export const MediaSrcset: Story = {
  args: { src: '/media/wysiwyg/home/hero.jpg', mobileSrc: '/media/wysiwyg/home/hero-m.jpg' },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(img.getAttribute('srcset')).toContain('/media/wysiwyg/home/hero.jpg?width=2560 2560w');
    await expect(canvasElement.querySelector('source')?.getAttribute('srcset')).toContain(
      'hero-m.jpg?width=40 40w',
    );
  },
};
