import { describe, expect, it } from 'vitest';
import { apiCommentError, commentError, commentTree } from './commentTree';

describe('commentTree', () => {
  it('nests replies under their comment and keeps orphans at the top', () => {
    const tree = commentTree(
      [
        { comment_id: 1, name: 'Mara K.', message: 'First', status: '2', created_at: '2026-01-01T00:00:00Z' },
        { comment_id: 2, reply_to: '1', name: 'Aino V.', message: 'Reply', status: '2' },
        { comment_id: 3, reply_to: '99', name: '', message: 'Orphan', status: '1' },
      ],
      'Guest',
    );
    expect(tree.map((c) => c.id)).toEqual(['1', '3']);
    expect(tree[0]!.replies?.map((c) => c.id)).toEqual(['2']);
    expect(tree[1]).toMatchObject({ author: 'Guest', pending: true });
  });
});

describe('comment errors', () => {
  it('checks the field in the spec’s words and maps the API’s', () => {
    expect(commentError('  ')).toBe('blog.commentRequired');
    expect(commentError('a')).toBe('blog.commentTooShort');
    expect(commentError('x'.repeat(2001))).toBe('blog.commentTooLong');
    expect(commentError('Hello')).toBeNull();
    expect(apiCommentError('Must have less characters')).toBe('blog.commentTooLong');
    expect(apiCommentError('Something went wrong. Please try again later')).toBe('blog.rateLimited');
    expect(apiCommentError('boom')).toBe('blog.commentError');
  });
});
