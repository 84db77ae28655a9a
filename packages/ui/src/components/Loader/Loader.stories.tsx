import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Loader, loaderSizes } from './Loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  argTypes: { size: { control: 'inline-radio', options: loaderSizes } },
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
