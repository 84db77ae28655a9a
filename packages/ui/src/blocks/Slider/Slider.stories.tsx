import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../Banner';
import { Slider } from './Slider';

const slides = [
  <Banner
    key="serum"
    image={{ src: '/images/hero-desktop.svg', mobileSrc: '/images/hero-mobile.svg' }}
    overlayColor="rgba(30, 36, 32, 0.45)"
    tone="inverse"
    content="<h2>Glow, naturally</h2><p>Brightening serum with cold-pressed sea buckthorn.</p>"
    button={{ text: 'Shop the serum' }}
    link={{ href: '#serum' }}
    priority
  />,
  <Banner
    key="winter"
    appearance="collage-left"
    image={{ src: '/images/botanical.svg' }}
    overlayColor="rgba(250, 247, 242, 0.92)"
    content="<h2>The winter ritual</h2><p>Rich creams and balms for the coldest months.</p>"
    button={{ text: 'Discover', variant: 'secondary' }}
    link={{ href: '#winter' }}
  />,
  <Banner
    key="samples"
    appearance="collage-right"
    image={{ src: '/images/hero-desktop.svg', position: 'right center' }}
    overlayColor="rgba(250, 247, 242, 0.92)"
    content="<h2>Free samples</h2><p>Two sachets of your choice with every order.</p>"
    button={{ text: 'Shop now' }}
    link={{ href: '#samples' }}
  />,
];

const meta = {
  title: 'Blocks/Slider',
  component: Slider,
  args: {
    children: slides,
    label: 'Highlights',
    autoplay: false,
    showArrows: true,
    showDots: true,
    infiniteLoop: true,
    style: { minHeight: '420px' },
    onIndexChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Page Builder slider of banners, as a WAI-ARIA carousel: slides are groups named "1 of 3", previous/' +
          'next buttons, dots, ←/→ keys, pointer swipe, optional fade and infinite loop. Autoplay (with a pause ' +
          'button, first in the tab order) pauses on hover and focus and never runs under prefers-reduced-motion, ' +
          'which also turns off the sliding animation. Without JavaScript the first slide shows.',
      },
    },
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = canvas.getAllByRole('group', { hidden: true });
    await expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await expect(groups[1]).toHaveAttribute('inert');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(groups[1]).toHaveAttribute('data-state', 'active');
    await expect(groups[1]!.querySelector('img')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    // Keyboard: arrow keys inside the carousel; the loop wraps around.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3' }));
    await expect(groups[2]).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1' }));
  },
};

/** Until the shopper engages, only the shown slide's image is in the page (nothing else is fetched). */
export const SecondSlide: Story = {
  args: { defaultIndex: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '2 of 3' })).toHaveAttribute(
      'data-state',
      'active',
    );
    const slides = [...canvasElement.querySelectorAll('[aria-roledescription="slide"]')];
    await expect(slides.map((slide) => slide.querySelectorAll('img').length)).toEqual([0, 1, 0]);
  },
};

export const Swipe: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const viewport = canvasElement.querySelector<HTMLElement>('[aria-live]')?.parentElement as HTMLElement;
    const { left, top, width } = viewport.getBoundingClientRect();
    const y = top + 100;
    const start = left + width * 0.7;
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: start, clientY: y, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: start - 60, clientY: y, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: start - 200, clientY: y, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: start - 200, clientY: y, pointerType: 'touch' });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    // A swipe the other way goes back.
    fireEvent.pointerDown(viewport, { pointerId: 2, clientX: start - 200, clientY: y, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 2, clientX: start - 100, clientY: y, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 2, clientX: start, clientY: y, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 2, clientX: start, clientY: y, pointerType: 'touch' });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

export const FiniteWithoutLoop: Story = {
  args: { infiniteLoop: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3' }));
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1' }));
  },
};

export const Fade: Story = {
  args: { fade: true, defaultIndex: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-fade]')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeVisible();
  },
};

export const DotsOnly: Story = {
  args: { showArrows: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Slide \d$/ })).toHaveLength(3);
  },
};

export const SingleSlide: Story = {
  args: { children: slides[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('group', { name: '1 of 1' })).not.toHaveAttribute('inert');
  },
};

/**
 * Autoplay is off under prefers-reduced-motion — and the test runner emulates it, so this story
 * checks that nothing moves and no pause button is offered.
 */
export const AutoplayReducedMotion: Story = {
  args: { autoplay: true, autoplaySpeed: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    await expect(canvas.queryByRole('button', { name: 'Pause slide show' })).toBeNull();
    await new Promise((r) => setTimeout(r, 700));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { style: { minHeight: '480px' } },
  parameters: { testViewport: { width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvasElement.querySelector('img') as HTMLImageElement;
    // The browser picks the source when it starts loading the image, not when the story renders.
    await waitFor(() => expect(img.currentSrc).toMatch(/hero-mobile\.svg$/));
    // No arrows over the message on phones; the dots remain.
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2' }));
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1' }));
  },
};
