import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mustMatch } from '../../validation';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password' },
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
          'TextField for passwords with a show/hide toggle (accessible name "Show password" / "Hide password"). Toggling keeps focus and the caret. `checkStrength` applies the spec rule of 3 of 4 character classes for new passwords.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/) as HTMLInputElement;
    await userEvent.type(input, 'Secret12');
    await expect(input).toHaveAttribute('type', 'password');
    input.setSelectionRange(4, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(input.selectionStart).toBe(4));
    // Typing goes on at the caret.
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('SecrXet12');
    // Keyboard: Tab to the toggle, Enter hides again.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultValue: 'Cloudberry-7', defaultVisible: true } };

export const NewPassword: Story = {
  args: { label: 'New password', checkStrength: true, defaultValue: 'cloudberry', touched: true },
};

export const RepeatMismatch: Story = {
  args: {
    label: 'Repeat password',
    defaultValue: 'Cloudberry-8',
    touched: true,
    rules: [mustMatch('password')],
    validationContext: { values: { password: 'Cloudberry-7' } },
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Cloudberry-7' } };
