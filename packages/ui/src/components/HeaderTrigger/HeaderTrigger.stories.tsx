import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline';
import { HeaderTrigger, headerTriggerKinds } from './HeaderTrigger';

const meta = {
  title: 'Layout/Header/HeaderTrigger',
  component: HeaderTrigger,
  args: { kind: 'cart', count: 3, onClick: fn() },
  argTypes: { kind: { control: 'inline-radio', options: headerTriggerKinds } },
  parameters: {
    docs: {
      description: {
        component:
          'Header icon button for the cart, wishlist or account with a count badge. The accessible name carries the count ' +
          '("Cart, 3 items"); translate with `label` and `formatLabel`. Use `asChild` around a router link (cart → /cart).',
      },
    },
  },
} satisfies Meta<typeof HeaderTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cart, 3 items' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const CartEmpty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  },
};
export const CartManyItems: Story = { args: { count: 140 } };
export const Wishlist: Story = { args: { kind: 'wishlist', count: 12 } };
export const Account: Story = {
  args: { kind: 'account', count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account' })).toBeVisible();
  },
};
export const Focused: Story = {
  parameters: { docs: { disable: true } },
  render: (args) => (
    <div data-keep-focus>
      <HeaderTrigger {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#cart" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
      'href',
      '#cart',
    );
  },
};
export const HeaderGroup: Story = {
  render: () => (
    <Inline space="xsmall">
      <HeaderTrigger kind="account" />
      <HeaderTrigger kind="wishlist" count={2} />
      <HeaderTrigger kind="cart" count={5} />
    </Inline>
  ),
};
