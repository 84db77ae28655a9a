import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Stack } from '../Stack';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'A calming gel cleanser with oat and Nordic birch water for sensitive skin.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'select', options: textElements },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones
        .filter((t) => t !== 'inverse')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            {tone}: Only 3 left in stock
          </Text>
        ))}
      <Box background="brand" padding="small">
        <Text {...args} tone="inverse">
          inverse: Free shipping over €50
        </Text>
      </Box>
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}: Hydrating Day Cream 50 ml
        </Text>
      ))}
    </Stack>
  ),
};

export const Eyebrow: Story = {
  args: { uppercase: true, size: 'xsmall', weight: 'strong', tone: 'accent', children: 'New arrival' },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'Arctic Cloudberry Overnight Renewal Mask with Lingonberry Seed Oil and Hyaluronic Acid',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
