import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice } from '../Price/priceMath';
import { RewardPoints } from './RewardPoints';

const meta = {
  title: 'Commerce/RewardPoints',
  component: RewardPoints,
  tags: ['autodocs'],
  args: {
    potential: { points: 258, amount: 2.58 },
    onApply: fn(),
    onRemove: fn(),
    formatPrice: (v: number) => formatPrice(v, 'EUR', 'en-US'),
    formatNumber: (v: number) => v.toLocaleString('en-US'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Loyalty points in the cart (spec §1, §3: applied and potential points with their money value). ' +
          'Apply shows only when the shopper has points (`canApply`); the app renders the component only when ' +
          'the store config flag loyalty_pwa_enabled is on.',
      },
    },
  },
} satisfies Meta<typeof RewardPoints>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Potential: Story = {
  name: 'Potential points only (guest)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Loyalty points' })).toHaveTextContent(
      'This order earns 258 points (worth €2.58).',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CanApply: Story = {
  args: { canApply: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use my points' }));
    await expect(args.onApply).toHaveBeenCalled();
  },
};

export const Applying: Story = {
  args: { canApply: true, status: 'applying' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Use my points' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Applied: Story = {
  args: { applied: { points: 1500, amount: 15 }, canApply: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1,500 points applied: €15.00 off.');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop using points' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { canApply: true, error: "You don't have enough reward points." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "You don't have enough reward points.",
    );
  },
};
