import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichText } from '../RichText';
import { Text } from '../Text';
import { ProductSections } from './ProductSections';

const meta = {
  title: 'Commerce/ProductSections',
  component: ProductSections,
  tags: ['autodocs'],
  args: {
    navLabel: 'Product details',
    onNavigate: fn(),
    sections: [
      {
        id: 'about',
        title: 'About',
        content: <RichText html="<p>A light day cream with cloudberry seed oil from the Nordic coast.</p>" />,
      },
      {
        id: 'how-to-use',
        title: 'How to use',
        content: <Text>Smooth over face and neck every morning.</Text>,
      },
      {
        id: 'ingredients',
        title: 'Ingredients',
        content: <Text>Aqua, Rubus Chamaemorus Seed Oil, Glycerin.</Text>,
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'All product detail sections in the page, each with an anchor id, and a row of in-page links. ' +
          '`onNavigate` lets the app scroll its own way (smooth, offset by the header).',
      },
    },
  },
} satisfies Meta<typeof ProductSections>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Product details' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Ingredients' })).toHaveAttribute('id', 'ingredients');
    await userEvent.click(within(nav).getByRole('link', { name: 'How to use' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.anything(), 'how-to-use');
  },
};

export const OneSection: Story = {
  args: { sections: [{ id: 'about', title: 'About', content: <Text>Only a description.</Text> }] },
};
