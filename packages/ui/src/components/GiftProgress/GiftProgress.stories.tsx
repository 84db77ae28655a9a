import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../Price/priceMath';
import { GiftProgress } from './GiftProgress';

const meta = {
  title: 'Commerce/GiftProgress',
  component: GiftProgress,
  tags: ['autodocs'],
  args: {
    stages: [
      { id: 'freeShipping', amount: 40 },
      { id: 'smallGift', amount: 60 },
      { id: 'largeGift', amount: 100 },
      { id: 'extraGift', amount: 150 },
    ],
    total: 28,
    formatPrice: (v: number) => formatPrice(v, 'EUR', 'en-US'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Cart gift progress (spec §1): stages free shipping, small gift, large gift, extra gift with server-supplied ' +
          'amounts. A `progressbar` (value text "€28.00 of €150.00", named by the message) with stage markers, an ' +
          'ordered list of stages with their reached state, and a message for the next stage with the remaining ' +
          'amount formatted by `formatPrice`. The message is a polite live region so additions are announced.',
      },
    },
  },
} satisfies Meta<typeof GiftProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingReached: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Spend €12.00 more for free shipping',
    });
    await expect(bar).toHaveAttribute('aria-valuetext', '€28.00 of €150.00');
  },
};

export const FreeShippingReached: Story = {
  args: { total: 45 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Spend €15.00 more for a small gift')).toBeVisible();
    await expect(canvasElement.querySelector('[data-stage="freeShipping"]')).toHaveAttribute(
      'data-state',
      'reached',
    );
  },
};

export const SmallGiftReached: Story = {
  args: { total: 72.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Spend €27.50 more for a large gift')).toBeVisible();
  },
};

export const LargeGiftReached: Story = {
  args: { total: 118 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Spend €32.00 more for an extra gift')).toBeVisible();
  },
};

export const ExtraGiftReached: Story = {
  name: 'Extra gift reached (complete)',
  args: { total: 164 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have unlocked free shipping and every gift')).toBeVisible();
    await expect(canvasElement.querySelectorAll('li[data-state="reached"]')).toHaveLength(4);
  },
};
