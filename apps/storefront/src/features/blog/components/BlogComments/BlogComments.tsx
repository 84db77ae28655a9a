import { useMutation, useQuery } from '@apollo/client/react';
import { Button, CommentThread, Heading, Inline, Link as UiLink, Stack, Text, TextAreaField } from '@shop/ui';
import { Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { useStoreView } from '../../../../platform/store/store-context';
import { AuthDialog, initialAuthScreen, useSignedIn, type AuthScreenName } from '../../../account';
import {
  AmBlogLeaveCommentDocument,
  BlogCommentsDocument,
  BlogCommentViewFragmentDoc,
} from './__generated__/BlogComments';
import type { BlogCommentsQuery } from '../../../../gql/graphql';
import {
  apiCommentError,
  COMMENT_MAX_LENGTH,
  commentError,
  commentTree,
  type CommentRow,
} from './commentTree';

function CommentForm({
  postId,
  replyTo,
  label,
  submitLabel,
  onSent,
  onCancel,
}: {
  postId: number;
  replyTo: number | null;
  label: string;
  submitLabel: string;
  onSent: (row: CommentRow) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leave, { loading }] = useMutation(AmBlogLeaveCommentDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = commentError(text);
    if (invalid) return setError(t(invalid));
    setError(null);
    try {
      const { data } = await leave({
        variables: { input: { post_id: postId, message: text, ...(replyTo ? { reply_to: replyTo } : {}) } },
      });
      const comment = data?.amBlogLeaveComment?.comment;
      if (!comment) return setError(t('blog.commentError'));
      setText('');
      onSent(getFragmentData(BlogCommentViewFragmentDoc, comment));
    } catch (e) {
      setError(t(apiCommentError(e instanceof Error ? e.message : '')));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack space="small">
        <TextAreaField
          label={label}
          value={text}
          onValueChange={setText}
          maxLength={COMMENT_MAX_LENGTH}
          error={error}
          rows={4}
        />
        <Inline space="small">
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('blog.cancelReply')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * A post's comments (spec §3, §6): approved ones for everyone (rendered with the page), the
 * customer's own pending ones with a note; signed-in customers comment and reply, guests are
 * offered sign-in or the authentication dialog on CreateAccount (the blog-comment context).
 */
export function BlogComments({ postId, initial }: { postId: number; initial: BlogCommentsQuery | null }) {
  const intl = useIntl();
  const store = useStoreView();
  const location = useLocation();
  const [params] = useSearchParams();
  const t = (id: string) => intl.formatMessage({ id });
  const signedIn = useSignedIn();
  // Signed in: fetch again with the session, which adds the customer's own pending comments.
  const { data: own } = useQuery(BlogCommentsDocument, {
    variables: { postId },
    skip: !signedIn,
    fetchPolicy: 'network-only',
  });
  const [sent, setSent] = useState<CommentRow[]>([]);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; screen: AuthScreenName }>({
    open: false,
    screen: 'signIn',
  });
  const [thanks, setThanks] = useState(false);

  const source = (signedIn && own ? own : initial)?.amBlogComments?.items ?? [];
  const rows: CommentRow[] = source
    .filter((c) => c != null)
    .map((c) => getFragmentData(BlogCommentViewFragmentDoc, c));
  const known = new Set(rows.map((r) => r.comment_id));
  const all = [...rows, ...sent.filter((r) => !known.has(r.comment_id))];
  const onSent = (row: CommentRow) => {
    setSent((list) => [...list, row]);
    setReplyingTo(null);
    setThanks(true);
  };
  const replyAuthor = all.find((r) => String(r.comment_id) === replyingTo)?.name ?? '';

  return (
    <section aria-labelledby="blog-comments">
      <Stack space="large">
        <Heading level={2} size="large" id="blog-comments">
          {t('blog.comments')}
        </Heading>
        <CommentThread
          comments={commentTree(all, t('blog.guest'))}
          locale={store.formattingLocale}
          labels={{
            pending: t('blog.pending'),
            reply: t('blog.reply'),
            replyTo: (author) => intl.formatMessage({ id: 'blog.replyTo' }, { author }),
            empty: t('blog.commentsEmpty'),
          }}
          {...(signedIn
            ? {
                onReply: (id: string) => setReplyingTo((current) => (current === id ? null : id)),
                replyingTo,
                replyForm: (
                  <CommentForm
                    key={replyingTo}
                    postId={postId}
                    replyTo={replyingTo ? Number(replyingTo) : null}
                    label={intl.formatMessage({ id: 'blog.replyLabel' }, { author: replyAuthor })}
                    submitLabel={t('blog.replySubmit')}
                    onSent={onSent}
                    onCancel={() => setReplyingTo(null)}
                  />
                ),
              }
            : {})}
        />
        <div role="status">{thanks ? <Text>{t('blog.commentSent')}</Text> : null}</div>
        {signedIn ? (
          <CommentForm
            postId={postId}
            replyTo={null}
            label={t('blog.commentLabel')}
            submitLabel={t('blog.commentSubmit')}
            onSent={onSent}
          />
        ) : (
          <Stack space="small">
            <Text>{t('blog.signInToComment')}</Text>
            <Inline space="medium" alignY="center">
              <UiLink asChild variant="standalone">
                <Link to={`/sign-in?returnTo=${encodeURIComponent(location.pathname)}`}>
                  {t('blog.signIn')}
                </Link>
              </UiLink>
              <UiLink asChild variant="standalone">
                <Link
                  to="/create-account"
                  onClick={(event) => {
                    // Spec §2: the dialog opens on CreateAccount in the blog-comment context.
                    event.preventDefault();
                    setDialog({ open: true, screen: initialAuthScreen('blogComment', params) });
                  }}
                >
                  {t('blog.createAccount')}
                </Link>
              </UiLink>
            </Inline>
          </Stack>
        )}
      </Stack>
      {dialog.open ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={dialog.open}
            // Spec §2: closing resets the dialog to SignIn.
            onOpenChange={(open) => setDialog({ open, screen: open ? dialog.screen : 'signIn' })}
            screen={dialog.screen}
            onScreenChange={(screen) => setDialog({ open: true, screen })}
            onSignedIn={() => setDialog({ open: false, screen: 'signIn' })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
