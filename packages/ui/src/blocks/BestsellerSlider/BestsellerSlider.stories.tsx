import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scrollSettled } from '../../private/scrollSettled';
import { sampleProducts } from '../ProductGrid/storyFixtures';
import { BestsellerSlider } from './BestsellerSlider';

const meta = {
  title: 'Blocks/BestsellerSlider',
  component: BestsellerSlider,
  tags: ['autodocs'],
  args: { products: sampleProducts(8) },
  parameters: {
    testViewport: { width: 1200, height: 700 },
    docs: {
      description: {
        component:
          'Bestseller slider block: a titled, swipeable row of product cards with previous/next buttons; ' +
          'skeleton cards while loading; nothing at all when there are no bestsellers.',
      },
    },
  },
} satisfies Meta<typeof BestsellerSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bestsellers' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    const next = canvas.getByRole('button', { name: 'Next bestsellers' });
    const list = canvas.getByRole('list');
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(await scrollSettled(list)).toBeGreaterThan(0);
    // Back to the start for a stable screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous bestsellers' }));
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await expect(await scrollSettled(list)).toBe(0);
  },
};

export const Loading: Story = {
  args: { loading: true, products: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Bestsellers' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { products: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 700 } } };
