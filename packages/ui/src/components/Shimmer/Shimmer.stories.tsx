import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Shimmer, shimmerShapes } from './Shimmer';

const meta = {
  title: 'Feedback/Shimmer',
  component: Shimmer,
  argTypes: { shape: { control: 'inline-radio', options: shimmerShapes } },
} satisfies Meta<typeof Shimmer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { shape: 'block', width: '16rem', height: '10rem' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape]')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Line: Story = { args: { shape: 'line', width: '60%' } };
export const Circle: Story = { args: { shape: 'circle' } };

/** A product card skeleton composed from the three shapes. */
export const ProductCardSkeleton: Story = {
  render: () => (
    <div style={{ width: '16.75rem' }}>
      <Stack space="small">
        <div style={{ aspectRatio: '0.736' }}>
          <Shimmer shape="block" />
        </div>
        <Shimmer shape="line" width="80%" />
        <Shimmer shape="line" width="40%" />
        <Inline space="xsmall">
          <Shimmer shape="circle" width="1.125rem" height="1.125rem" />
          <Shimmer shape="circle" width="1.125rem" height="1.125rem" />
          <Shimmer shape="circle" width="1.125rem" height="1.125rem" />
        </Inline>
      </Stack>
    </div>
  ),
};
