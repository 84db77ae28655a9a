import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginPopupButton } from './LoginPopupButton';

const meta = {
  title: 'Blocks/LoginPopupButton',
  component: LoginPopupButton,
  tags: ['autodocs'],
  args: { label: 'Sign in for PRO prices', onOpenSignIn: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Login pop-up button block: asks the app to open its sign-in dialog; signed in, a link to the account ' +
          '(or nothing).',
      },
    },
  },
} satisfies Meta<typeof LoginPopupButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in for PRO prices' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSignIn).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', align: 'center' } };

export const SignedInAccountLink: Story = {
  args: { signedIn: true, accountLabel: 'My account', accountHref: '#account' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '#account');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onOpenSignIn).not.toHaveBeenCalled();
  },
};

export const SignedInHidden: Story = {
  args: { signedIn: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
