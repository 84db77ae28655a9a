import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Loader, loaderFills, loaderSizes } from './Loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  argTypes: {
    size: { control: 'inline-radio', options: loaderSizes },
    fill: { control: 'inline-radio', options: loaderFills },
  },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Fetching Data...');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large">
      {loaderSizes.map((size) => (
        <Loader key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const CustomLabel: Story = {
  args: { label: 'Loading your bag' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your bag');
  },
};

/** A page loading in the browser: the loader holds a screen's height so the footer stays put. */
export const FillScreen: Story = {
  args: { fill: 'screen', label: 'Loading your bag' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight - 1);
  },
};
