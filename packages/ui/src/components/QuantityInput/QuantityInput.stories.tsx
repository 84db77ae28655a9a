import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityInput } from './QuantityInput';

const meta = {
  title: 'Commerce/QuantityInput',
  component: QuantityInput,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '− / + stepper for cart and product quantities: min 1, optional max (e.g. `max_qty`), step. The buttons switch off at the bounds; typed values are clamped when the field is left (`clampQuantity`); ArrowUp/Down, PageUp/Down, Home/End step like a spin button.',
      },
    },
  },
} satisfies Meta<typeof QuantityInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { max: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const less = canvas.getByRole('button', { name: 'Decrease quantity' });
    const more = canvas.getByRole('button', { name: 'Increase quantity' });
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(less).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(input).toHaveValue('3');
    await expect(more).toBeDisabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
  },
};

export const VisibleLabel: Story = {
  args: { labelVisible: true, defaultValue: 2, hint: 'Only 5 left in stock', max: 5 },
};

export const AtMaximum: Story = { args: { defaultValue: 5, max: 5 } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 1 } };
