import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shadeSwatches } from '../ProductCard/storyFixtures';
import { SwatchGroup, swatchColumns, swatchGroupLayouts } from './SwatchGroup';

const options = shadeSwatches.map((s) => ({ ...s, unavailable: s.value === '06' || s.value === '10' }));

const meta = {
  title: 'Commerce/SwatchGroup',
  component: SwatchGroup,
  tags: ['autodocs'],
  args: { label: 'Shade', options, defaultValue: '03', onValueChange: fn() },
  argTypes: {
    columns: { control: 'inline-radio', options: swatchColumns },
    layout: { control: 'inline-radio', options: swatchGroupLayouts },
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '2rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Option values as a radio group of swatches in a grid of 7 or 10 columns (spec §9), or a wrapping row with ' +
          '`maxVisible` and "+n" on product cards. Keyboard: one tab stop; arrows move focus and select; unavailable ' +
          'values take focus but are never selected. Availability comes from the app (see `isValueAvailable`).',
      },
    },
  },
} satisfies Meta<typeof SwatchGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SevenColumns: Story = {
  args: { columns: 7 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '03 Sand' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('04');
    await expect(canvas.getByRole('radio', { name: '04 Honey' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // 06 is unavailable: focused, not selected; 05 stays selected.
    const almond = canvas.getByRole('radio', { name: '06 Almond – Out of Stock' });
    await expect(almond).toHaveFocus();
    await expect(almond).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('radio', { name: '05 Caramel' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(almond);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('05');
  },
};

export const TenColumns: Story = { args: { columns: 10 } };

export const RowWithMore: Story = {
  name: 'Row with "+n"',
  args: { layout: 'row', maxVisible: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByText('+7')).toBeVisible();
  },
};

export const TextOptions: Story = {
  args: {
    label: 'Volume',
    defaultValue: '50',
    options: [
      { value: '30', label: '30 ml' },
      { value: '50', label: '50 ml' },
      { value: '100', label: '100 ml', unavailable: true },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '30 ml' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('30');
  },
};

export const NothingSelected: Story = {
  args: { defaultValue: null },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: '01 Porcelain' })).toHaveFocus();
  },
};
