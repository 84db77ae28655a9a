import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BlogPostCard } from '../../blocks/BlogSlider';
import { BlogPostList } from './BlogPostList';

const posts: BlogPostCard[] = [
  {
    id: '12',
    title: 'A winter skin routine, the Nordic way',
    href: '#winter-routine',
    image: '/images/journal.svg',
    imageAlt: 'Snowy fells under a green aurora',
    excerpt:
      'Cold air outside, dry heat inside: how to layer a toner, serum and a richer night cream so your skin stays calm until spring.',
    date: '2026-01-14',
    author: 'Ilze Kalniņa',
  },
  {
    id: '15',
    title: 'What sea algae really do for your skin',
    href: '#sea-algae',
    image: '/images/serum.svg',
    imageAlt: 'Serum bottle on wet stones',
    excerpt: 'Minerals, antioxidants and a lot of moisture — our formulator explains the Baltic Sea line.',
    date: '2025-12-02',
    author: 'Dr. Mara Lind',
  },
  {
    id: '18',
    title: 'Sauna rituals: before, during and after',
    href: '#sauna',
    image: '/images/cream.svg',
    imageAlt: 'A wooden sauna bucket',
    excerpt: 'Cleanse first, oil after: a ten-minute guide for soft skin after the sauna.',
    date: '2025-11-20',
  },
  {
    id: '21',
    title: 'Gentle cleansing for sensitive skin',
    href: '#cleansing',
    excerpt: 'Why a low-foam gel cleanser is kinder to your skin barrier than a squeaky-clean feeling.',
    date: '2025-10-08',
    author: 'Ilze Kalniņa',
  },
];

const meta = {
  title: 'Components/BlogPostList',
  component: BlogPostList,
  tags: ['autodocs'],
  args: { posts, locale: 'en-GB' },
  parameters: {
    testViewport: { width: 1200, height: 900 },
    docs: {
      description: {
        component:
          'Journal listing: post cards in a grid (one column on phones, two from 640 px, three from 1024 px). ' +
          'The title link covers the whole card; a post without an image keeps a quiet placeholder. ' +
          'Skeletons while loading, a note when there are no posts.',
      },
    },
  },
} satisfies Meta<typeof BlogPostList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sauna rituals: before, during and after' }),
    ).toBeVisible();
    await expect(canvas.getByText('14 January 2026')).toHaveAttribute('dateTime', '2026-01-14');
    await expect(canvas.getAllByText('by Ilze Kalniņa')).toHaveLength(2);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'Snowy fells under a green aurora' })).toHaveAttribute(
      'loading',
      'eager',
    );
  },
};

export const InsideSection: Story = { args: { headingLevel: 3, posts: posts.slice(0, 2) } };

export const Loading: Story = {
  args: { loading: true, loadingCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { posts: [], labels: { empty: 'No posts match your search.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts match your search.')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { posts: posts.slice(0, 2) },
  parameters: { testViewport: { width: 375, height: 900 } },
};
