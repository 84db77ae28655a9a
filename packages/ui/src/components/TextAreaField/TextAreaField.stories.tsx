import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

function Controlled(props: Omit<TextAreaFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextAreaField {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Form/TextAreaField',
  component: Controlled,
  tags: ['autodocs'],
  args: { label: 'Message', onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line field in the rhythm of TextField: required mark unless `optional`, hint, message from outside (`error`) and the counter "n / max" when `maxLength` is set.',
      },
    },
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Message/ });
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.type(field, 'Line one{Enter}Line two');
    await expect(field).toHaveValue('Line one\nLine two');
  },
};

export const WithCounter: Story = {
  args: { label: 'Gift message', maxLength: 120, optional: true, initial: 'Happy birthday!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15 / 120')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Gift message/ }), ' x');
    await expect(canvas.getByText('17 / 120')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { label: 'Page Builder HTML', hint: 'Paste the HTML of a CMS page or block.', rows: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Page Builder HTML/ });
    const hint = canvas.getByText('Paste the HTML of a CMS page or block.');
    await expect(field.getAttribute('aria-describedby') ?? '').toContain(hint.id);
  },
};

export const Invalid: Story = {
  args: { error: 'Is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Message/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Is required')).toBeVisible();
  },
};
