import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'Commerce/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  args: {
    label: 'Reviews',
    emptyText: 'No reviews yet. Be the first to write one.',
    reviews: [
      {
        id: '1',
        nickname: 'Mia',
        summary: 'Good everyday product',
        text: 'Works well in my routine and the scent-free formula is a plus.',
        rating: 4,
        date: '13 December 2025',
      },
      {
        id: '2',
        nickname: 'Ella',
        summary: 'Amazing',
        text: 'Absolutely love it. My skin feels calm and looks brighter after two weeks.',
        rating: 5,
        date: '16 August 2025',
      },
    ],
  },
  parameters: {
    docs: { description: { component: 'Customer reviews with stars, title, text, nickname and date.' } },
  },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet. Be the first to write one.')).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { reviews: [{ id: '3', nickname: 'Olivia', text: 'Nice texture.', rating: 3 }] },
};
