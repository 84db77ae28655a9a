import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Image } from '../Image';
import { labelPositions, type ProductLabelData } from '../ProductLabel/labelPlacement';
import { productImage, veganSeal } from '../ProductCard/storyFixtures';
import { ProductLabels } from './ProductLabels';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ position: 'relative', width: '20.25rem' }}>
      <Image src={productImage(0)} alt="Hydrating Serum" size="small" priority />
      {children}
    </div>
  );
}

const labels: ProductLabelData[] = [
  { id: 1, position: 'top-left', text: 'New', tone: 'neutral' },
  { id: 2, position: 'top-left', text: 'Bestseller', tone: 'soft' },
  { id: 3, position: 'top-right', text: '-20%', tone: 'sale' },
  { id: 4, position: 'bottom-left', image: { src: veganSeal, alt: 'Vegan' }, size: 20 },
];

const meta = {
  title: 'Commerce/ProductLabels',
  component: ProductLabels,
  tags: ['autodocs'],
  args: { labels },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Places labels over a positioned container (the card image) with the spec §3 label settings: `maxLabels`, ' +
          '`showSeveralOnPlace`, `alignment` (0 vertical, 1 horizontal) and `marginBetween` (a space token; ' +
          '`labelSpaceFromPx` maps the API value). The rules are the pure, unit-tested `placeLabels` function.',
      },
    },
  },
} satisfies Meta<typeof ProductLabels>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.queryByText('Bestseller')).toBeNull();
  },
};

export const SeveralVertical: Story = {
  name: 'Several on a place, vertical',
  args: { showSeveralOnPlace: true, alignment: 0, marginBetween: 'xsmall' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-position="top-left"]')!;
    await expect(list).toHaveAttribute('data-direction', 'vertical');
    await expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const SeveralHorizontal: Story = {
  name: 'Several on a place, horizontal',
  args: { showSeveralOnPlace: true, alignment: 1, marginBetween: 'small' },
};

export const MaxLabels: Story = {
  args: { showSeveralOnPlace: true, maxLabels: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const AllPositions: Story = {
  args: {
    labels: labelPositions.map((position, i) => ({
      id: i,
      position,
      text: position.replace('-', ' '),
      tone: i % 2 ? 'soft' : 'light',
    })),
  },
};
