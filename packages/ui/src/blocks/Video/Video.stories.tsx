import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Video } from './Video';

const meta = {
  title: 'Blocks/Video',
  component: Video,
  args: {
    src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    title: 'How we harvest birch sap in spring',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page Builder video. YouTube and Vimeo show a placeholder until the visitor plays the video — no ' +
          'request to the video host before that (privacy, speed); the placeholder is a link to the video, so it ' +
          'works without JavaScript. Video files play in a native `<video>` with controls; `autoplay` starts ' +
          'them muted and looping, never under reduced motion. Aspect ratio (default 16:9) and max width.',
      },
    },
  },
} satisfies Meta<typeof Video>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YouTubePlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const play = canvas.getByRole('link', { name: 'Play video: How we harvest birch sap in spring' });
    await expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await userEvent.tab();
    await expect(play).toHaveFocus();
    // Activating it loads the player (Video.test.tsx): not done here, it would reach the network.
  },
};

export const WithPoster: Story = {
  args: { poster: '/images/botanical.svg', maxWidth: '720px', align: 'center' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const VimeoSquare: Story = {
  args: { src: 'https://vimeo.com/76979871', title: 'Inside our Riga workshop', ratio: 1, maxWidth: '420px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Inside our Riga workshop/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    await expect(canvas.getByText('Vimeo')).toBeInTheDocument();
  },
};

export const FileVideo: Story = {
  args: {
    src: '/videos/leaves.webm',
    title: 'Leaves in the wind',
    poster: '/images/botanical.svg',
    maxWidth: '640px',
  },
  // Native controls are the browser's own UI (with a loading indicator): not a stable screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Leaves in the wind');
    // With a poster nothing is downloaded before the visitor presses play.
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(canvasElement.querySelector('a')).toBeNull();
  },
};

/** Autoplay files start muted and looping — but never under reduced motion (emulated by the test runner). */
export const FileAutoplay: Story = {
  args: { ...FileVideo.args, autoplay: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('loop');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(video.paused).toBe(true);
  },
};
