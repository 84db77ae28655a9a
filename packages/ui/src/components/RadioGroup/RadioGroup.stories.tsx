import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';

const options = [
  { value: 'courier', label: 'Courier', description: 'Next working day' },
  { value: 'locker', label: 'Parcel locker', description: '2–3 working days' },
  { value: 'store', label: 'Pick up in store', description: 'Not available for this order', disabled: true },
];

const meta = {
  title: 'Form/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Delivery method', options, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  parameters: {
    docs: {
      description: {
        component:
          'One choice of a few on native radios in a fieldset: one tab stop, arrow keys move and select (skipping disabled options), the form gets the value. Required unless `optional`.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'courier' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const courier = canvas.getByRole('radio', { name: 'Courier' });
    await expect(courier).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const locker = canvas.getByRole('radio', { name: 'Parcel locker' });
    await expect(locker).toHaveFocus();
    await expect(locker).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('locker');
    // The disabled option is skipped: the arrow wraps to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(courier).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Skin type',
    orientation: 'horizontal',
    options: ['Dry', 'Normal', 'Oily', 'Combination'].map((l) => ({ value: l.toLowerCase(), label: l })),
    defaultValue: 'normal',
  },
};

export const WithHint: Story = { args: { hint: 'Prices include VAT', defaultValue: 'locker' } };

export const Error: Story = { args: { error: 'Is required' } };

export const Optional: Story = { args: { optional: true, label: 'How did you hear about us?' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'courier' } };
