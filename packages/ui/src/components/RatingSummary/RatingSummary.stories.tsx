import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { RatingSummary } from './RatingSummary';

const meta = {
  title: 'Commerce/RatingSummary',
  component: RatingSummary,
  tags: ['autodocs'],
  args: { summary: 86, reviewCount: 128 },
  parameters: {
    docs: {
      description: {
        component:
          "Average out of 5 from Magento's 0–100 `rating_summary` (`ratingFromSummary`), the review count and a link " +
          "slot for the app's router link (e.g. to the reviews section). Texts are props for translation.",
      },
    },
  },
} satisfies Meta<typeof RatingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getByText('128 reviews')).toBeVisible();
  },
};

export const WithLink: Story = {
  args: {
    children: (
      <Link href="#reviews" variant="inline">
        Write a review
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '#reviews',
    );
  },
};

export const OneReview: Story = { args: { summary: 100, reviewCount: 1 } };
export const NoReviews: Story = { args: { summary: 0, reviewCount: 0 } };
