import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scrollSettled } from '../../private/scrollSettled';
import { BlogSlider, type BlogPostCard } from './BlogSlider';

const posts: BlogPostCard[] = [
  {
    id: '12',
    title: 'A winter skin routine, the Nordic way',
    href: '#winter-routine',
    image: '/images/journal.svg',
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
    excerpt: 'Minerals, antioxidants and a lot of moisture — our formulator explains the Baltic Sea line.',
    date: '2025-12-02',
    author: 'Dr. Mara Lind',
  },
  {
    id: '18',
    title: 'Sauna rituals: before, during and after',
    href: '#sauna',
    image: '/images/cream.svg',
    excerpt: 'Cleanse first, oil after: a ten-minute guide for soft skin after the sauna.',
    date: '2025-11-20',
  },
  {
    id: '21',
    title: 'Gentle cleansing for sensitive skin',
    href: '#cleansing',
    image: '/images/cleanser.svg',
    excerpt: 'Why a low-foam gel cleanser is kinder to your skin barrier than a squeaky-clean feeling.',
    date: '2025-10-08',
    author: 'Ilze Kalniņa',
  },
];

const meta = {
  title: 'Blocks/BlogSlider',
  component: BlogSlider,
  tags: ['autodocs'],
  args: { title: 'From the journal', posts, locale: 'en-GB' },
  parameters: {
    testViewport: { width: 1200, height: 700 },
    docs: {
      description: {
        component:
          'Blog slider block: post cards (image, date, author, title, teaser) in a swipeable row; the whole card ' +
          'is one link; skeletons while loading and a note when there are no posts.',
      },
    },
  },
} satisfies Meta<typeof BlogSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('14 January 2026')).toHaveAttribute('datetime', '2026-01-14');
    await expect(
      canvas.getByRole('link', { name: 'What sea algae really do for your skin' }),
    ).toHaveAttribute('href', '#sea-algae');
    const list = canvas.getByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Next posts' }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(await scrollSettled(list)).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous posts' }));
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await expect(await scrollSettled(list)).toBe(0);
  },
};

export const GermanDates: Story = {
  args: {
    locale: 'de_DE',
    title: 'Aus dem Journal',
    posts: posts.slice(0, 3),
    labels: { byAuthor: (a) => `von ${a}` },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('14. Januar 2026')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No journal posts yet — check back soon.')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 700 } } };
