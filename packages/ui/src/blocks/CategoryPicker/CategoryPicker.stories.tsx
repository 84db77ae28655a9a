import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { productImage } from '../../components/ProductCard/storyFixtures';
import { CategoryPicker, type CategoryTile } from './CategoryPicker';

const categories: CategoryTile[] = [
  { id: '3', name: 'Cleansers', href: '#cleansers', image: '/images/cleanser.svg', productCount: 14 },
  { id: '4', name: 'Serums', href: '#serums', image: '/images/serum.svg', productCount: 21 },
  { id: '5', name: 'Moisturisers', href: '#moisturisers', image: '/images/cream.svg', productCount: 18 },
  { id: '6', name: 'Eye care', href: '#eye-care', image: productImage(4), productCount: 7 },
  { id: '7', name: 'Body', href: '#body', image: productImage(5), productCount: 12 },
  { id: '8', name: 'Sets & gifts', href: '#sets', productCount: 1 },
];

const meta = {
  title: 'Blocks/CategoryPicker',
  component: CategoryPicker,
  tags: ['autodocs'],
  args: { title: 'Shop by category', categories },
  parameters: {
    testViewport: { width: 1200, height: 500 },
    docs: {
      description: {
        component:
          'Category picker block: category tiles (image, name, optional product count), each one link, as a ' +
          'grid or a swipeable rail.',
      },
    },
  },
} satisfies Meta<typeof CategoryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[1]).toHaveAccessibleName('Serums 21 products');
    // One tab stop per tile, in reading order.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const WithoutCounts: Story = {
  args: { categories: categories.map(({ productCount: _count, ...c }) => c) },
};

export const Rail: Story = {
  args: {
    appearance: 'rail',
    categories: [
      ...categories,
      { id: '9', name: 'Lip care', href: '#lips', image: productImage(3), productCount: 5 },
      { id: '10', name: 'Men', href: '#men', image: productImage(1), productCount: 9 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next categories' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

export const Loading: Story = { args: { loading: true, categories: [] } };

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 700 } } };
