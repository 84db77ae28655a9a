import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogPostList } from './BlogPostList';

const post = {
  id: '1',
  title: 'Winter routine',
  href: '/blog/winter',
  date: '2025-11-17T00:00:00.000Z',
  author: 'Aino',
};

describe('BlogPostList', () => {
  it('renders each post as a list item with one link, its date in the locale and the author', () => {
    render(<BlogPostList posts={[post]} locale="de_DE" labels={{ byAuthor: (a) => `von ${a}` }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Winter routine' })).toHaveAttribute('href', '/blog/winter');
    expect(screen.getByText('17. November 2025')).toBeInTheDocument();
    expect(screen.getByText('von Aino')).toBeInTheDocument();
  });
  it('says so when there are no posts, and shows no links while loading', () => {
    const { rerender } = render(<BlogPostList posts={[]} labels={{ empty: 'Nothing here.' }} />);
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    rerender(<BlogPostList posts={[post]} loading />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
