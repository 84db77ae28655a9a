import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { PromoBar } from './PromoBar';

const meta = {
  title: 'Layout/Header/PromoBar',
  component: PromoBar,
  args: {
    messages: ['Free shipping on orders over €50'],
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div style={{ padding: '1.5rem 2rem' }}>
          <Text tone="muted">Header</Text>
        </div>
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Thin bar above the header with one or more messages and an optional link (`action`, a router link). ' +
          'Phones show the first message; wider screens show all. `dismissable` adds a × button; open state is `open` / `defaultOpen` / `onOpenChange`.',
      },
    },
  },
} satisfies Meta<typeof PromoBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLink: Story = {
  args: { action: <a href="#promo">Shop the offer</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shop the offer' })).toHaveAttribute(
      'href',
      '#promo',
    );
  },
};
export const SeveralMessages: Story = {
  args: {
    messages: [
      'Free shipping on orders over €50',
      'Free sachet samples with every order',
      '30% off on your birthday',
    ],
    action: <a href="#promo">Learn more</a>,
  },
};
export const SeveralMessagesMobile: Story = {
  ...SeveralMessages,
  parameters: { testViewport: { width: 375, height: 800 } },
};
export const Dismissable: Story = {
  args: { dismissable: true, action: <a href="#promo">Shop the offer</a> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close promotion' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('region', { name: 'Promotion' })).toBeNull();
  },
};
export const Closed: Story = {
  args: { open: false },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
