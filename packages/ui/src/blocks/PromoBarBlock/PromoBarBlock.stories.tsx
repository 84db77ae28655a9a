import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoBarBlock } from './PromoBarBlock';

const meta = {
  title: 'Blocks/PromoBarBlock',
  component: PromoBarBlock,
  args: { content: '<p>Free shipping on orders over <strong>€50</strong></p>', link: { href: '#shipping' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "CMS promo bar: the header's `PromoBar` with content HTML, a link and a background colour from Page " +
          'Builder; the text colour follows the background (the more readable of light and dark).',
      },
    },
  },
} satisfies Meta<typeof PromoBarBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Free shipping on orders over €50' });
    await expect(link).toHaveAttribute('href', '#shipping');
  },
};

export const LightBackground: Story = {
  args: {
    backgroundColor: '#E4EADF',
    content: '<p>Birthday month? Enjoy 30% off, once.</p>',
    link: undefined,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Promotion' });
    await expect(bar).toHaveAttribute('data-text', 'dark');
    await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(228, 234, 223)');
  },
};

export const DarkBackgroundWithOwnLink: Story = {
  args: {
    backgroundColor: 'rgb(122, 91, 58)',
    content: '<p>New: the winter ritual set. <a href="#winter">Discover</a></p>',
    label: 'Winter offer',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Winter offer' })).toHaveAttribute('data-text', 'light');
    // The content has its own link: no second link around it.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
