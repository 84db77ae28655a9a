import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextBlock } from './TextBlock';

const html =
  '<h2>Our promise</h2><p>Every formula is <strong>vegan</strong>, tested on sensitive skin and packed in ' +
  'recyclable glass. Read more <a href="#ingredients">about our ingredients</a>.</p>' +
  '<ul><li>No synthetic fragrance</li><li>No mineral oils</li><li>Made in Latvia</li></ul>';

const meta = {
  title: 'Blocks/TextBlock',
  component: TextBlock,
  args: { html, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Page Builder text: the editor's HTML (sanitized by the app) with the kit's `RichText` typography; " +
          "alignment, paddings and margins from the block's styles.",
      },
    },
  },
} satisfies Meta<typeof TextBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'about our ingredients' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Centered: Story = {
  args: { style: { textAlign: 'center', padding: { top: 24, right: 0, bottom: 24, left: 0 } } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild?.firstElementChild as HTMLElement;
    await expect(getComputedStyle(root).textAlign).toBe('center');
  },
};

export const Inverse: Story = {
  args: {
    tone: 'inverse',
    style: { backgroundColor: '#27342E', padding: { top: 24, right: 24, bottom: 24, left: 24 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Every formula is/)).toBeVisible();
  },
};
