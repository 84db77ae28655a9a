import { type ReactNode } from 'react';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
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
    <Text>
      <span className={css.message}>
        {linkifyText(text).map((part, i) =>
          part.kind === 'link' ? (
            <Link key={i} variant="inline" href={part.href} rel="nofollow ugc noopener noreferrer">
              {part.text}
            </Link>
          ) : (
            part.text
          ),
        )}
      </span>
    </Text>
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
  if (comments.length === 0) return <Text tone="muted">{labels.empty}</Text>;

  const renderList = (items: readonly CommentItem[]): ReactNode => (
    <Stack as="ul" space="large">
      {items.map((c) => {
        const date = formatPostDate(c.date, locale);
        return (
          <li key={c.id}>
            <Stack as="article" space="xsmall">
              <Inline space="small" alignY="baseline">
                <Text as="span" size="small" weight="strong">
                  {c.author}
                </Text>
                {date ? (
                  <Text as="span" size="small" tone="muted">
                    <time dateTime={c.date}>{date}</time>
                  </Text>
                ) : null}
              </Inline>
              {c.pending ? (
                <div className={css.pending} role="note" data-state="pending">
                  <Text size="small">{labels.pending}</Text>
                </div>
              ) : null}
              <Message text={c.message} />
              {onReply && !c.pending ? (
                <div>
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
              {replyingTo === c.id && replyForm ? replyForm : null}
            </Stack>
            {c.replies && c.replies.length > 0 ? (
              <div className={css.replies}>{renderList(c.replies)}</div>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
  return renderList(comments);
}
