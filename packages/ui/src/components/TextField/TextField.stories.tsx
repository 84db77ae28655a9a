import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { postcode } from '../../validation';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'First name', onValueChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
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
          'A labelled input with hint, message and the counter "n / max" (default 65, spec §9). Required unless `optional` (asterisk, "Is required"). Validates on blur, then on every change, with the spec §5 texts; `type="email"` and `type="tel"` add their format rule, `rules` adds more (see the validation helpers), `error` shows a message from outside.',
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.click(input);
    await userEvent.tab();
    // Blur on an empty required field: the message appears and is linked.
    await expect(canvas.getByText('Is required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Anna');
    await expect(canvas.queryByText('Is required')).toBeNull();
    await expect(canvas.getByText('4 / 65')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Anna');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Postcode',
    hint: 'e.g. LV-1010',
    rules: [postcode()],
    validationContext: { country: 'LV' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Postcode/ });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(canvas.getByText('Invalid zip code (e.g. LV-1010)')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'LV-1010');
    await expect(canvas.queryByText(/Invalid zip code/)).toBeNull();
  },
};

export const Email: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'anna@', touched: true, autoComplete: 'email' },
};

export const Optional: Story = { args: { label: 'Company', optional: true, optionalLabel: '(optional)' } };

export const Error: Story = { args: { label: 'Last name', touched: true } };

export const ServerError: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'anna@shop.lv',
    error: 'This e-mail is already registered',
  },
};

export const OverMaximum: Story = {
  args: {
    label: 'Street',
    defaultValue: 'Brīvības iela 1234567890 1234567890 1234567890 1234567890 1234',
    touched: true,
  },
};

export const ShortMaximumText: Story = {
  args: {
    label: 'Gift message',
    maxLength: 10,
    maxLengthMessage: 'short',
    defaultValue: 'Happy birthday!',
    touched: true,
  },
};

export const Disabled: Story = { args: { label: 'Country', defaultValue: 'Latvia', disabled: true } };

export const ReadOnly: Story = {
  args: { label: 'Customer number', defaultValue: 'AB-10442', readOnly: true },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField {...args} label="Name" />
      <TextField {...args} label="E-mail" type="email" />
      <TextField {...args} label="Phone" type="tel" />
      <TextField {...args} label="Search" type="search" optional />
      <TextField {...args} label="Year of birth" type="number" optional />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Year of birth' })).toBeVisible();
    // Tab order follows the fields.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
  },
};
