import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineNotice, offlineNoticeStatuses } from './OfflineNotice';

const meta = {
  title: 'Feedback/OfflineNotice',
  component: OfflineNotice,
  args: { status: 'offline' },
  argTypes: { status: { control: 'inline-radio', options: offlineNoticeStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Connectivity notice with the spec texts "You are offline. Some features may be unavailable." and "You are online." (translatable props). ' +
          'A polite status region. The app decides when to show it (spec: 3 s each); `connectivityToast(status)` gives the same message as a 3 s toast.',
      },
    },
  },
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You are offline. Some features may be unavailable.',
    );
  },
};
export const Online: Story = {
  args: { status: 'online' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are online.');
  },
};
export const Dismissable: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
export const Mobile: Story = { parameters: { testViewport: { width: 375, height: 800 } } };
