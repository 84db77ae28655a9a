import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Text } from '../Text';
import { Container, containerSizes } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Box background="surfaceSunken" padding="large">
        <Text>Page content</Text>
      </Box>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: containerSizes } },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { args: { size: 'wide' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Narrow: Story = { args: { size: 'narrow' } };
export const NoGutters: Story = { args: { gutters: false } };
