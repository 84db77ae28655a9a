import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '5rem' }}>
        <Story />
        <main id="main" tabIndex={-1}>
          Main content
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
  },
};

export const Visible: Story = { args: { forceVisible: true } };
