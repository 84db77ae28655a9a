import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textureSwatch } from '../ProductCard/storyFixtures';
import { Swatch } from './Swatch';

function Group({ children }: { children: ReactNode }) {
  return (
    <div role="radiogroup" aria-label="Shade" style={{ display: 'flex', gap: '0.25rem', paddingTop: '2rem' }}>
      {children}
    </div>
  );
}

const meta = {
  title: 'Commerce/Swatch',
  component: Swatch,
  tags: ['autodocs'],
  args: { label: '03 Sand', color: '#DDB894', onClick: fn() },
  decorators: [
    (Story) => (
      <Group>
        <Story />
      </Group>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'An 18 px swatch (spec §9) inside a 26 px target. Colour swatches receive the API hex (`swatch_data.value`) ' +
          'as a CSS custom property through `style` — the only dynamic colour allowed in the kit. Image and text ' +
          'swatches are supported. An `unavailable` value (spec §4) is crossed out, stays focusable with ' +
          '`aria-disabled` and names the reason ("Out of Stock") in its label and tooltip. Use it inside `SwatchGroup`.',
      },
    },
  },
} satisfies Meta<typeof Swatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  play: async ({ args, canvasElement }) => {
    const swatch = within(canvasElement).getByRole('radio', { name: '03 Sand' });
    await userEvent.click(swatch);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(swatch.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio')).toHaveAttribute('aria-checked', 'true');
  },
};

export const Disabled: Story = {
  name: 'Disabled (unavailable)',
  args: { unavailable: true, label: '07 Cocoa', color: '#6A4129' },
  play: async ({ args, canvasElement }) => {
    const swatch = within(canvasElement).getByRole('radio', { name: '07 Cocoa – Out of Stock' });
    await expect(swatch).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(swatch);
    await expect(args.onClick).not.toHaveBeenCalled();
    swatch.focus();
    await expect(swatch).toHaveFocus();
  },
};

export const Focused: Story = {
  name: 'Focus (tooltip)',
  render: (args) => (
    <>
      <Swatch {...args} data-keep-focus />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const swatch = within(canvasElement).getByRole('radio', { name: '03 Sand' });
    await expect(swatch).toHaveFocus();
  },
};

export const Image: Story = {
  args: { label: 'Rose clay', color: undefined, image: textureSwatch('#D49A94') },
};

export const Text: Story = {
  render: (args) => (
    <>
      <Swatch {...args} color={undefined} label="30 ml" selected />
      <Swatch {...args} color={undefined} label="50 ml" />
      <Swatch {...args} color={undefined} label="100 ml" unavailable />
    </>
  ),
};

export const LightColourOnLightSurface: Story = {
  args: { label: '01 Porcelain', color: '#FAF7F2' },
};
