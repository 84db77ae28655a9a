import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Image, imageFits } from './Image';
import { imageRatios, imageSizeNames } from './imageUrl';

const meta = {
  title: 'Media/Image',
  component: Image,
  args: {
    src: '/images/serum.svg',
    alt: 'Birch sap hydrating serum, 30 ml amber bottle',
    size: 'xsmall',
    onLoad: fn(),
    onError: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: imageSizeNames },
    ratio: { control: 'inline-radio', options: imageRatios },
    fit: { control: 'inline-radio', options: imageFits },
  },
  // One product card wide (xsmall card ≈ 17 rem).
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.frameWidth ?? '17rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: args.alt });
    await waitFor(() => expect(img.closest('[data-state]')).toHaveAttribute('data-state', 'loaded'));
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '268');
    await expect(img).toHaveAttribute('height', '364');
    await expect(img.getAttribute('srcset')).toContain('/images/serum.svg?width=2560 2560w');
    await expect(img).toHaveAttribute('sizes', '(max-width: 640px) 50vw, 268px');
    await expect(args.onLoad).toHaveBeenCalled();
  },
};

export const CardSizes: Story = {
  parameters: { frameWidth: 'none' },
  render: (args) => (
    <Inline space="large" alignY="top" wrap={false}>
      {imageSizeNames.map((size, i) => (
        <div key={size} style={{ width: `${[7, 8, 10, 13][i]}rem`, flexShrink: 0 }}>
          <Stack space="xsmall">
            <Image
              {...args}
              size={size}
              src={['/images/serum.svg', '/images/cream.svg', '/images/cleanser.svg', '/images/serum.svg'][i]}
            />
            <Text size="xsmall" tone="muted">
              {size}
            </Text>
          </Stack>
        </div>
      ))}
    </Inline>
  ),
};

export const Ratio08: Story = {
  name: 'Ratio 0.8',
  args: {
    size: undefined,
    ratio: 0.8,
    src: '/images/cream.svg',
    alt: 'Oat barrier cream jar among birch leaves',
  },
};

export const Priority: Story = {
  args: { priority: true, src: '/images/cleanser.svg', alt: 'Gentle gel cleanser' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Gentle gel cleanser' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const FromResource: Story = {
  args: {
    src: undefined,
    resource: { url: '/images/cream.svg', label: 'Oat barrier cream' },
    alt: 'Oat barrier cream',
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Oat barrier cream' });
    await expect(img.getAttribute('src')).toMatch(/^\/images\/cream\.svg\?width=/);
  },
};

export const ExplicitDimensions: Story = {
  parameters: { frameWidth: '40rem' },
  args: {
    size: undefined,
    width: 1280,
    height: 800,
    src: '/images/journal.svg',
    alt: 'Sea buckthorn fields at dusk',
  },
};

export const Decorative: Story = {
  args: { alt: '', src: '/images/cleanser.svg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error fallback',
  args: { src: '/images/does-not-exist.jpg', alt: 'Night cream' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'error'),
    );
    await expect(canvas.getByRole('img', { name: 'Night cream' }).tagName).toBe('SPAN');
    await expect(args.onError).toHaveBeenCalled();
  },
};

export const CustomUrlBuilder: Story = {
  args: { urlBuilder: (src: string, width: number) => `${src}?w=${width}&q=85`, src: '/images/serum.svg' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img.getAttribute('srcset')).toContain('/images/serum.svg?w=40&q=85 40w');
  },
};
