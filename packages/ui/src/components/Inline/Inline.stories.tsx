import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Text } from '../Text';
import { Inline, inlineAligns, inlineAlignYs, inlineSpaces } from './Inline';

const chip = (label: string) => (
  <Box key={label} paddingX="medium" paddingY="xsmall" background="accentSoft" borderRadius="pill">
    <Text size="small" as="span">
      {label}
    </Text>
  </Box>
);
const chips = ['Dry skin', 'Sensitive', 'Fragrance free', 'Vegan', 'Refillable', 'Nordic botanicals'].map(
  chip,
);

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { children: chips, space: 'small' },
  argTypes: {
    space: { control: 'select', options: inlineSpaces },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center' } };
export const SpaceBetween: Story = {
  args: { align: 'between', children: [chip('Subtotal'), chip('€48.00')] },
};
export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const CollapseBelowLarge: Story = { args: { collapseBelow: 'large' } };
