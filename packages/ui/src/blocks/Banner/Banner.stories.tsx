import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Banner, bannerAppearances, bannerShows } from './Banner';

const image = { src: '/images/hero-desktop.svg', mobileSrc: '/images/hero-mobile.svg' };
const posterContent =
  '<p style="letter-spacing: 0.2em; text-transform: uppercase; font-size: 0.8rem">New · Vitamin C</p>' +
  '<h2>Glow, naturally</h2><p>Our brightening serum with cold-pressed sea buckthorn evens the tone in 14 days.</p>';
const collageContent =
  '<h2>The winter ritual</h2><p>Rich creams and balms that calm skin through the coldest months. Made in Latvia.</p>';

const meta = {
  title: 'Blocks/Banner',
  component: Banner,
  args: {
    appearance: 'poster',
    image,
    content: posterContent,
    overlayColor: 'rgba(30, 36, 32, 0.45)',
    tone: 'inverse',
    button: { text: 'Shop the serum', variant: 'primary' },
    link: { href: '#serum' },
    style: { minHeight: '420px' },
  },
  argTypes: {
    appearance: { control: 'inline-radio', options: bannerAppearances },
    showOverlay: { control: 'inline-radio', options: bannerShows },
    showButton: { control: 'inline-radio', options: bannerShows },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Page Builder banner. `poster`: the message over the whole image; `collage-left|centered|right`: a ' +
          'panel (the overlay colour is its background) on one side. Desktop image and a mobile image below ' +
          '768 px in a `<picture>`; `priority` for the first banner of a page (its LCP element): eager, ' +
          '`fetchpriority="high"` and the spec §9 srcset for local `/media` images. Content max width 540 px. ' +
          'With a `link` the whole banner is one link and the button is its look.',
      },
    },
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Glow, naturally/ });
    await expect(link).toHaveAttribute('href', '#serum');
    await expect(within(link).getByText('Shop the serum')).toBeVisible();
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(canvasElement.querySelector('source')).toHaveAttribute(
      'media',
      'screen and (max-width: 767px)',
    );
  },
};

export const PosterMobile: Story = {
  args: { priority: true },
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await waitFor(() => expect(img?.currentSrc).toMatch(/hero-mobile\.svg$/));
  },
};

export const CollageLeft: Story = {
  args: {
    appearance: 'collage-left',
    content: collageContent,
    overlayColor: 'rgba(250, 247, 242, 0.92)',
    tone: 'neutral',
    button: { text: 'Discover', variant: 'secondary' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-appearance="collage-left"]')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const CollageCentered: Story = {
  args: { ...CollageLeft.args, appearance: 'collage-centered' },
};

export const CollageRight: Story = {
  args: {
    ...CollageLeft.args,
    appearance: 'collage-right',
    image: { src: '/images/botanical.svg', position: 'left center' },
  },
};

export const OverlayAndButtonOnHover: Story = {
  args: { showOverlay: 'hover', showButton: 'hover' },
  // Pictured revealed, with the link focused (`data-keep-focus`): the headless shell's own pointer
  // can rest on the banner, so a picture of the resting state showed hover at random.
  decorators: [
    (Story) => (
      <div data-keep-focus>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByText('Shop the serum');
    const root = canvasElement.querySelector<HTMLElement>('[data-show-button="hover"]');
    await expect(root).toHaveAttribute('data-overlay', 'hover');
    // Keyboard focus reveals what hover reveals.
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(button.parentElement as HTMLElement).opacity).toBe('1'));
    (document.activeElement as HTMLElement).blur();
    // Hidden again, unless the browser's own pointer rests on the banner (a play function cannot
    // move it; the headless shell can leave it at the page's corner): then hover still shows it.
    const shown = root?.matches(':hover') ? '1' : '0';
    await waitFor(() => expect(getComputedStyle(button.parentElement as HTMLElement).opacity).toBe(shown));
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const LinkButtonNewTab: Story = {
  args: {
    appearance: 'collage-centered',
    content: collageContent,
    overlayColor: 'rgba(250, 247, 242, 0.92)',
    tone: 'neutral',
    button: { text: 'Read the journal', variant: 'link' },
    link: { href: 'https://example.com/journal', openInNewTab: true },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithoutLink: Story = {
  args: { link: undefined, button: undefined, showOverlay: 'always' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Glow, naturally' })).toBeVisible();
  },
};

export const ColourOnly: Story = {
  args: {
    image: undefined,
    overlayColor: undefined,
    tone: 'neutral',
    backgroundColor: '#E4EADF',
    style: { minHeight: '280px' },
    content: '<h2>Free samples with every order</h2><p>Choose two sachets at checkout.</p>',
    button: { text: 'Shop now', variant: 'primary' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: /Free samples/ })).toBeVisible();
  },
};
