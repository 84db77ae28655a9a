import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterGroup } from './FilterGroup';

const skinTypes = [
  'Dry',
  'Oily',
  'Combination',
  'Normal',
  'Sensitive',
  'Mature',
  'Acne-prone',
  'Dehydrated',
  'Dull',
  'Redness',
  'Pigmentation',
  'All skin types',
  'Blemishes',
].map((label, i) => ({ value: String(i + 10), label, count: ((i * 17) % 40) + 3 }));

const meta = {
  title: 'Catalogue/FilterGroup',
  component: FilterGroup,
  tags: ['autodocs'],
  args: { title: 'Skin type', items: skinTypes.slice(0, 6), onValueChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One collapsible filter group (spec §4): checkbox items with counts (native checkboxes), open from the start ' +
          'when any item is selected, 10 items then "Show More" / "Show Less" (selected items stay visible). ' +
          '`type="range"` exposes `from`/`to` numbers; an empty field is an open end (the app writes `*`).',
      },
    },
  },
} satisfies Meta<typeof FilterGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Skin type' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The panel the trigger controls is there, hidden, and a closed group renders no options.
    const panel = canvasElement.querySelector(`#${CSS.escape(trigger.getAttribute('aria-controls') ?? '')}`);
    await expect(panel).toHaveAttribute('hidden');
    await expect(canvas.queryAllByRole('checkbox', { hidden: true })).toHaveLength(0);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('checkbox', { name: /Dry/ })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('checkbox', { hidden: true })).toHaveLength(0);
  },
};

export const OpenBecauseSelected: Story = {
  args: { defaultValue: ['11'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Skin type/ })).toHaveAttribute('aria-expanded', 'true');
    const dry = canvas.getByRole('checkbox', { name: /^Dry/ });
    dry.focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['11', '10']);
  },
};

export const ShowMore: Story = {
  name: 'More than 10 items (Show More)',
  args: { items: skinTypes, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(13);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(10);
  },
};

export const Range: Story = {
  name: 'Range (price from–to)',
  args: {
    title: 'Price',
    type: 'range',
    items: undefined,
    defaultOpen: true,
    min: 0,
    max: 120,
    onRangeValueChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'From' }), '20');
    await expect(args.onRangeValueChange).toHaveBeenLastCalledWith({ from: 20, to: null });
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'To' }), '60');
    await expect(args.onRangeValueChange).toHaveBeenLastCalledWith({ from: 20, to: 60 });
  },
};
