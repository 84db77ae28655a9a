import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckedState } from './Checkbox';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Subscribe to our newsletter', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Native checkbox with label, description and message; `checked="indeterminate"` for the mixed state ("select all" over a partly selected list). `required` shows an asterisk; the app decides the message (e.g. terms not agreed).',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Subscribe to our newsletter' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Space toggles from the keyboard.
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'I agree to the terms and conditions',
    description: 'We use your details to process the order only.',
    required: true,
  },
};

export const Error: Story = {
  args: { label: 'I agree to the terms and conditions', required: true, error: 'Is required' },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Checkbox {...args} label="Unavailable" disabled />
      <Checkbox {...args} label="Unavailable, checked" disabled defaultChecked />
    </div>
  ),
};

function SelectAll() {
  const [items, setItems] = useState([true, false, false]);
  const all: CheckedState = items.every(Boolean) ? true : items.some(Boolean) ? 'indeterminate' : false;
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Checkbox label="All products" checked={all} onCheckedChange={(c) => setItems(items.map(() => c))} />
      <div style={{ display: 'grid', gap: '0.75rem', paddingInlineStart: '2.25rem' }}>
        {['Cleanser', 'Serum', 'Night cream'].map((label, i) => (
          <Checkbox
            key={label}
            label={label}
            checked={items[i]}
            onCheckedChange={(c) => setItems(items.map((v, j) => (j === i ? c : v)))}
          />
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All products' }) as HTMLInputElement;
    await expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Night cream' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Serum' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};
