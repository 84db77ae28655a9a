import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { veganSeal } from '../ProductCard/storyFixtures';
import { ProductLabel } from './ProductLabel';
import { comingSoonLabel, labelTones, outOfStockLabel } from './labelPlacement';

const meta = {
  title: 'Commerce/ProductLabel',
  component: ProductLabel,
  tags: ['autodocs'],
  args: { label: { id: 1, position: 'top-left', text: 'New', tone: 'neutral' } },
  parameters: {
    docs: {
      description: {
        component:
          'One product label (spec §3 "Label"): text (`txt`) in a token tone chosen by name, or an image. `size` is a ' +
          'percentage of the container (text labels are capped at 100 %). `outOfStockLabel` (id -1) and ' +
          '`comingSoonLabel` (id -2) are exported constants. Place labels on a card with `ProductLabels`.',
      },
    },
  },
} satisfies Meta<typeof ProductLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <Inline space="small">
      {labelTones.map((tone) => (
        <ProductLabel key={tone} label={{ id: tone, position: 'top-left', text: tone, tone }} />
      ))}
    </Inline>
  ),
};

export const SpecialLabels: Story = {
  render: () => (
    <Inline space="small">
      <ProductLabel label={outOfStockLabel} />
      <ProductLabel label={comingSoonLabel} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of Stock')).toHaveAttribute('data-label-id', '-1');
    await expect(canvas.getByText('Coming Soon')).toHaveAttribute('data-label-id', '-2');
  },
};

export const Image: Story = {
  render: () => (
    <div style={{ width: '20rem' }}>
      <ProductLabel
        label={{ id: 9, position: 'top-left', image: { src: veganSeal, alt: 'Vegan' }, size: 25 }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Vegan' })).toBeVisible();
  },
};
