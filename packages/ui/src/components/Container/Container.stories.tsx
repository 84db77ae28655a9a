import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Container, containerPaddings, containerSizes } from './Container';

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
  argTypes: {
    size: { control: 'inline-radio', options: containerSizes },
    paddingY: { control: 'inline-radio', options: containerPaddings },
  },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { args: { size: 'wide' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Narrow: Story = { args: { size: 'narrow' } };
export const NoGutters: Story = { args: { gutters: false } };

export const PagePadding: Story = {
  args: { paddingY: 'page' },
  play: async ({ canvasElement }) => {
    // Text → Box → Container.
    const container = within(canvasElement).getByText('Page content').parentElement
      ?.parentElement as HTMLElement;
    const style = getComputedStyle(container);
    // A page's main container keeps content off the header and the footer.
    await expect(Number.parseFloat(style.paddingTop)).toBeGreaterThan(0);
    await expect(Number.parseFloat(style.paddingBottom)).toBeGreaterThan(Number.parseFloat(style.paddingTop));
  },
};
