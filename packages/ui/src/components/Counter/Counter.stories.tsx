import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Counter, counterTones } from './Counter';

const meta = {
  title: 'Layout/Header/Counter',
  component: Counter,
  args: { count: 5 },
  argTypes: { tone: { control: 'inline-radio', options: counterTones } },
  parameters: {
    docs: {
      description: {
        component:
          'Count badge for the cart and wishlist triggers. Shows "99+" above 99 (spec §9) and is hidden at 0 unless `showZero`. ' +
          'Use `decorative` when the surrounding control already announces the count.',
      },
    },
  },
} satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <Inline space="medium" alignY="center">
      <Counter {...args} />
      <span>Hidden at 0</span>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).not.toBeVisible();
  },
};
export const ZeroShown: Story = { args: { count: 0, showZero: true } };
export const Five: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5')).toBeVisible();
  },
};
export const NinetyNine: Story = { args: { count: 99 } };
export const OverNinetyNine: Story = {
  name: '100+ (99+)',
  args: { count: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};
export const Tones: Story = {
  render: (args) => (
    <Inline space="medium">
      {counterTones.map((tone) => (
        <Counter key={tone} {...args} tone={tone} count={12} />
      ))}
    </Inline>
  ),
};
