import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'Media/Icon',
  component: Icon,
  args: { name: 'bag' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'heart', label: 'Wishlist' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Wishlist' })).toBeInTheDocument();
  },
};

export const Gallery: Story = {
  render: (args) => (
    <Inline space="large">
      {iconNames.map((name) => (
        <Stack key={name} space="xsmall" align="center">
          <Icon {...args} name={name} size="large" />
          <Text size="xsmall" tone="muted">
            {name}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large" alignY="bottom">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};
