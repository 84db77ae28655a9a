import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextAreaField } from '../TextAreaField';
import { CommentThread, type CommentItem } from './CommentThread';

const comments: CommentItem[] = [
  {
    id: '1',
    author: 'Mara K.',
    date: '2026-01-15T09:30:00Z',
    message: 'Does the cloudberry cream work under sunscreen?\nI have quite dry skin in winter.',
    replies: [
      {
        id: '3',
        author: 'Aino V.',
        date: '2026-01-15T12:00:00Z',
        message:
          'Yes — give it two minutes to sink in first. More in our guide: https://aurora.example/blog/spf.',
      },
    ],
  },
  {
    id: '2',
    author: 'Jonas B.',
    date: '2026-01-16T08:00:00Z',
    message: 'Lovely read, <b>thank you</b>!',
  },
];

const meta = {
  title: 'Components/CommentThread',
  component: CommentThread,
  tags: ['autodocs'],
  args: { comments, locale: 'en-GB' },
  parameters: {
    testViewport: { width: 800, height: 700 },
    docs: {
      description: {
        component:
          'Journal comments with replies (spec §3 "Blog comment"): author, date and the message as plain text — ' +
          'markup stays text, http(s) addresses become `rel="nofollow ugc"` links (`linkifyText`). The viewer’s ' +
          'own comment that waits for approval shows a note; approved comments get a Reply button and the reply ' +
          'form opens under the comment being answered.',
      },
    },
  },
} satisfies Meta<typeof CommentThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lovely read, <b>thank you</b>!')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'https://aurora.example/blog/spf' });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const PendingOwnComment: Story = {
  args: {
    comments: [
      ...comments,
      {
        id: '4',
        author: 'You',
        date: '2026-01-17T10:00:00Z',
        message: 'Can I use it on my lips?',
        pending: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Your comment is awaiting approval.');
  },
};

function Replying() {
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [text, setText] = useState('');
  return (
    <CommentThread
      comments={comments}
      locale="en-GB"
      onReply={(id) => setReplyingTo((current) => (current === id ? null : id))}
      replyingTo={replyingTo}
      replyForm={
        <form onSubmit={(e) => e.preventDefault()}>
          <TextAreaField label="Your reply" value={text} onValueChange={setText} maxLength={2000} />
          <Button type="submit" size="small">
            Post reply
          </Button>
        </form>
      }
    />
  );
}

export const WithReplyForm: Story = {
  render: () => <Replying />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('button', { name: 'Reply to Jonas B.' });
    await expect(reply).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reply);
    await expect(reply).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your reply/ }), 'Thanks!');
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveValue('Thanks!');
  },
};

export const Empty: Story = {
  args: { comments: [], labels: { empty: 'No comments yet. Be the first to share your thoughts.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No comments yet/)).toBeVisible();
  },
};
