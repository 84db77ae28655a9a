import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productImage } from '../ProductCard/storyFixtures';
import { ProductLabels } from '../ProductLabels';
import { MediaGallery } from './MediaGallery';

const items = [0, 1, 2, 3].map((i) => ({
  src: productImage(i),
  alt: `Skin Veil Foundation – view ${i + 1}`,
}));

const meta = {
  title: 'Commerce/MediaGallery',
  component: MediaGallery,
  tags: ['autodocs'],
  args: { items, label: 'Product images', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Product page images: a scroll-snap track (all images in the HTML, first eager, others lazy) and ' +
          'thumbnails as one tab stop (arrows, Home, End). `overlay` takes the product labels.',
      },
    },
  },
} satisfies Meta<typeof MediaGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Show image 1 of 4' });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 3 of 4' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Show image 4 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    // The first image is eager, the rest lazy.
    const images = canvasElement.querySelectorAll('figure img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
  },
};

export const SingleImage: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const WithLabels: Story = {
  args: {
    overlay: (
      <ProductLabels
        labels={[
          { id: 1, position: 'top-left', text: 'New' },
          { id: 2, position: 'top-right', text: 'Bestseller', tone: 'neutral' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bestseller')).toBeVisible();
  },
};

export const Controlled: Story = { args: { value: 2 } };
