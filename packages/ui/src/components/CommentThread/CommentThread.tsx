import { type ReactNode } from 'react';
import { Button } from '../Button';
import { formatPostDate } from '../../blocks/BlogSlider/BlogSlider';
import { linkifyText } from './linkify';
import * as css from './CommentThread.css';

export interface CommentItem {
  id: string;
  author: string;
  /** ISO 8601 date-time the comment was written. */
  date: string;
  /** Plain text: shown as text, with http(s) addresses as links; never parsed as HTML. */
  message: string;
  /** Waiting for approval: only its author sees it, with the pending note. */
  pending?: boolean;
  replies?: readonly CommentItem[];
}

export interface CommentThreadLabels {
  /** Shown on a pending comment, e.g. "Your comment is awaiting approval." */
  pending: string;
  reply: string;
  /** Accessible name of a reply button, e.g. "Reply to Anna". */
  replyTo: (author: string) => string;
  empty: string;
}

export const defaultCommentThreadLabels: CommentThreadLabels = {
  pending: 'Your comment is awaiting approval. Only you can see it until then.',
  reply: 'Reply',
  replyTo: (author) => `Reply to ${author}`,
  empty: 'No comments yet.',
};

export interface CommentThreadProps {
  comments: readonly CommentItem[];
  /** Locale for the dates (BCP 47 or Magento style). */
  locale?: string;
  labels?: Partial<CommentThreadLabels>;
  /** Shows a Reply button on every approved comment. */
  onReply?: (commentId: string) => void;
  /** The comment being answered: `replyForm` renders under it. */
  replyingTo?: string | null;
  replyForm?: ReactNode;
}

function Message({ text }: { text: string }) {
  return (
    <p className={css.message}>
      {linkifyText(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} className={css.link} href={part.href} rel="nofollow ugc noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/**
 * Comments with their replies (one level of indentation per reply): author, date, the message as
 * plain text with safe links, a note on the viewer's pending comments, Reply buttons and the reply
 * form under the comment being answered. States per comment: `approved`, `pending`.
 */
export function CommentThread({
  comments,
  locale = 'en-US',
  labels: labelsProp,
  onReply,
  replyingTo = null,
  replyForm,
}: CommentThreadProps) {
  const labels = { ...defaultCommentThreadLabels, ...labelsProp };
  if (comments.length === 0) return <p className={css.empty}>{labels.empty}</p>;

  const renderList = (items: readonly CommentItem[], className: string): ReactNode => (
    <ul className={className}>
      {items.map((c) => {
        const date = formatPostDate(c.date, locale);
        return (
          <li key={c.id}>
            <article className={css.comment} data-state={c.pending ? 'pending' : 'approved'}>
              <p className={css.header}>
                <span className={css.author}>{c.author}</span>
                {date ? (
                  <time className={css.date} dateTime={c.date}>
                    {date}
                  </time>
                ) : null}
              </p>
              {c.pending ? (
                <p className={css.pending} role="note">
                  {labels.pending}
                </p>
              ) : null}
              <Message text={c.message} />
              {onReply && !c.pending ? (
                <div className={css.actions}>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={labels.replyTo(c.author)}
                    aria-expanded={replyingTo === c.id}
                    onClick={() => onReply(c.id)}
                  >
                    {labels.reply}
                  </Button>
                </div>
              ) : null}
              {replyingTo === c.id && replyForm ? <div className={css.form}>{replyForm}</div> : null}
            </article>
            {c.replies && c.replies.length > 0 ? renderList(c.replies, css.replies) : null}
          </li>
        );
      })}
    </ul>
  );
  return renderList(comments, css.list);
}
