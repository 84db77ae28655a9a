import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Skincare', href: '/skincare' },
  { label: 'Face', href: '/skincare/face' },
  { label: 'Serums', href: '/skincare/face/serums' },
  { label: 'Cloudberry Revitalising Serum' },
];

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items },
  parameters: {
    docs: {
      description: {
        component:
          'The path to the current page in a `nav` landmark; the last item has `aria-current="page"`. Links are the link registered with `LinkProvider` (in the shop, its router link). Below 768 px a path of more than three items keeps the first and the last two and folds the middle behind a "…" button (`expandLabel`) that shows the full path.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText('Cloudberry Revitalising Serum')).toHaveAttribute('aria-current', 'page');
    // Desktop: every item shows, no fold button.
    await expect(canvas.getByRole('link', { name: 'Face' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show full path' })).toBeNull();
  },
};

export const Short: Story = { args: { items: [items[0]!, { label: 'About' }] } };

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Folded: out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('link', { name: 'Skincare' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Serums' })).toBeVisible();
    const expand = canvas.getByRole('button', { name: 'Show full path' });
    await userEvent.click(expand);
    await expect(canvas.getByRole('link', { name: 'Skincare' })).toBeVisible();
    // The button goes away: focus moves to the first item it revealed (once it has rendered).
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Skincare' })).toHaveFocus());
  },
};

export const MobileFolded: Story = { parameters: { testViewport: { width: 375, height: 800 } } };
