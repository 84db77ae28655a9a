import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { ExpandableText } from './ExpandableText';

const long = Array.from(
  { length: 5 },
  () =>
    'Our serums are made in small batches in Finnish Lapland, where plants gather their strength in a few bright weeks of midnight sun. ',
).join('');

const meta = {
  title: 'Content/ExpandableText',
  component: ExpandableText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Long text shown as about four lines with "Read more" (spec §2 category description). The full text is always in the HTML, so search engines and screen readers get all of it; short text gets no button.',
      },
    },
  },
  args: { children: <Text>{long}</Text>, onExpandedChange: fn() },
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Read more' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
  },
};

export const ShortText: Story = {
  args: { children: <Text>Gentle care for every skin.</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Translated: Story = {
  args: { moreLabel: 'Mehr lesen', lessLabel: 'Weniger anzeigen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mehr lesen' })).toBeVisible();
  },
};
