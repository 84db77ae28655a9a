import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Rating, ratingSizes } from './Rating';

const meta = {
  title: 'Commerce/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ratingSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Review rating 1–5 (spec §3, §9). As input it is five native radios in a fieldset — arrow keys work as in ' +
          'any radio group — and the hint ("I don\'t like it" … "Amazing") shows for the hovered or focused star. ' +
          '`readOnly` draws partial stars for an average and is announced as "Rated 4.3 out of 5".',
      },
    },
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Input: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hint = canvasElement.querySelector('[data-part="hint"]')!;
    await userEvent.hover(canvas.getByRole('radio', { name: "4 stars, I'm pretty satisfied" }));
    await expect(hint).toHaveTextContent("I'm pretty satisfied");
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars, Not too good' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 stars, Average' })).toBeChecked();
    await expect(hint).toHaveTextContent('Average');
    await userEvent.unhover(canvas.getByRole('radio', { name: "4 stars, I'm pretty satisfied" }));
  },
};

export const Selected: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5 stars, Amazing' })).toBeChecked();
    await expect(canvasElement.querySelector('[data-part="hint"]')).toHaveTextContent('Amazing');
  },
};

export const FocusShowsHint: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: "1 star, I don't like it" })).toHaveFocus();
    await expect(canvasElement.querySelector('[data-part="hint"]')).toHaveTextContent("I don't like it");
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (partial stars)',
  args: { readOnly: true, value: 4.3, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

export const ReadOnlySizes: Story = {
  render: () => (
    <Stack space="small">
      {ratingSizes.map((size, i) => (
        <Rating key={size} readOnly value={[2.5, 3.7, 5][i]} size={size} showValue />
      ))}
    </Stack>
  ),
};
