import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner, cookieBannerPositions, cookieBannerViews } from './CookieBanner';

const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  args: { onAllowAll: fn(), onSave: fn(), onViewChange: fn(), onValueChange: fn(), position: 'inline' },
  argTypes: {
    position: { control: 'inline-radio', options: cookieBannerPositions },
    view: { control: 'inline-radio', options: cookieBannerViews },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Cookie consent (spec §1) with "Allow All" and "Manage Cookies". Managing shows one switch per category — necessary is always on; ' +
          'analytics and advertising gate the tracking and advertising pixels (spec §6) — and a Save button. ' +
          'Events out: `onAllowAll(consent)`, `onSave(consent)`; texts and categories are props. `position="fixed"` pins it to the bottom of the window.',
      },
    },
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {
  args: { policyLink: <a href="#cookies">Cookie policy</a> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow All' }));
    await expect(args.onAllowAll).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      advertising: true,
    });
  },
};

export const Manage: Story = {
  args: { defaultView: 'manage' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const necessary = canvas.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    // Keyboard: Space toggles a switch; Save reports the choices.
    canvas.getByRole('switch', { name: 'Analytics' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ necessary: true, analytics: true, advertising: false });
  },
};

export const ManageFromSummary: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Manage Cookies' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewChange).toHaveBeenCalledWith('manage');
    // Focus follows the change: it lands on the manage view's title.
    await expect(canvas.getByRole('heading', { name: 'Manage Cookies' })).toHaveFocus();
    await expect(canvas.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
  },
};

export const AllAccepted: Story = {
  args: { defaultView: 'manage', defaultValue: { necessary: true, analytics: true, advertising: true } },
};

export const Fixed: Story = {
  args: { position: 'fixed' },
  parameters: { visual: { page: true } },
  decorators: [
    (Story) => (
      <main>
        <p>Page content behind the banner.</p>
        <Story />
      </main>
    ),
  ],
};

export const Mobile: Story = {
  args: { position: 'fixed' },
  parameters: { visual: { page: true }, testViewport: { width: 375, height: 800 } },
  decorators: Fixed.decorators,
};

export const MobileManage: Story = {
  args: { position: 'fixed', defaultView: 'manage' },
  parameters: { visual: { page: true }, testViewport: { width: 375, height: 800 } },
  decorators: Fixed.decorators,
};
