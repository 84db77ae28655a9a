import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentThread } from './CommentThread';

describe('CommentThread', () => {
  it('renders markup as text and only http(s) addresses as links', () => {
    render(
      <CommentThread
        comments={[
          {
            id: '1',
            author: 'Mara',
            date: '2026-01-15T09:30:00Z',
            message: '<img src=x onerror=alert(1)> javascript:alert(1) see https://a.example/x',
          },
        ]}
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://a.example/x');
  });
  it('notes a pending comment and offers no reply to it', () => {
    const onReply = vi.fn();
    render(
      <CommentThread
        onReply={onReply}
        comments={[
          { id: '1', author: 'Mara', date: '2026-01-15T09:30:00Z', message: 'Approved' },
          { id: '2', author: 'You', date: '2026-01-15T09:31:00Z', message: 'Mine', pending: true },
        ]}
        labels={{ pending: 'Awaiting approval.' }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Awaiting approval.');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    screen.getByRole('button', { name: 'Reply to Mara' }).click();
    expect(onReply).toHaveBeenCalledWith('1');
  });
});
