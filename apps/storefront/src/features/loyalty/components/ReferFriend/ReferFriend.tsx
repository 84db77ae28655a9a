import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Heading, Inline, Loader, Stack, Text, TextField, email, required, validate } from '@shop/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../platform/store/store-context';
import { ReferFriendDocument } from './__generated__/ReferFriend';
import { ReferFriendPageDocument } from './__generated__/ReferFriendPage';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={2} size="medium" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/**
 * Refer a friend (spec §1, §2 `/friend-referal`): invite by e-mail (one invitation per address; not
 * oneself, not a customer), a personal link to share, and the friends invited with their status —
 * pending (invited), registered (has an account), complete (registered and placed a first online
 * order, which credits the referrer's points). Fetched in the browser only.
 */
export function ReferFriend() {
  const intl = useIntl();
  const store = useStoreView();
  const apollo = useApolloClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(ReferFriendPageDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ done: string } | { failed: string } | null>(null);
  const [copied, setCopied] = useState(false);
  // Spec §5 texts (the account's catalogue holds them in every language).
  const rules = [
    required({ message: t('account.validation.required') }),
    email({ message: t('account.validation.email') }),
  ];
  const referral = data?.customer?.referral;
  if (!referral)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <div role="alert">
        <Text tone="critical">{error ? t('error.text') : t('loyalty.unavailable')}</Text>
      </div>
    );
  const link = `${store.origin}${store.basename.replace(/\/$/, '')}/create-account?referral=${encodeURIComponent(referral.referral_code)}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setTouched(true);
    const value = address.trim();
    if (validate(value, rules) !== null) return;
    setBusy(true);
    try {
      await apollo.mutate({ mutation: ReferFriendDocument, variables: { email: value } });
      setOutcome({ done: t('referral.sent', { email: value }) });
      setAddress('');
      setTouched(false);
      await refetch();
    } catch (err) {
      const message = (err as { errors?: { message?: string }[] }).errors?.[0]?.message;
      setOutcome({ failed: message ?? t('error.text') });
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack space="xlarge">
      <Text>
        {t('referral.intro', {
          percent: referral.friend_discount_percent,
          points: intl.formatNumber(referral.referrer_points),
        })}
      </Text>
      <Section title={t('referral.inviteTitle')}>
        <form method="post" noValidate onSubmit={(e) => void submit(e)}>
          <Stack space="medium">
            <TextField
              label={t('referral.friendEmail')}
              type="email"
              autoComplete="off"
              value={address}
              onValueChange={(value) => {
                setAddress(value);
                setOutcome(null);
              }}
              rules={rules}
              touched={touched}
              noValidate
            />
            {outcome && 'done' in outcome ? (
              <div role="status">
                <Text tone="positive">{outcome.done}</Text>
              </div>
            ) : null}
            {outcome && 'failed' in outcome ? (
              <div role="alert">
                <Text tone="critical">{outcome.failed}</Text>
              </div>
            ) : null}
            <div>
              <Button type="submit" variant="primary" loading={busy}>
                {t('referral.send')}
              </Button>
            </div>
          </Stack>
        </form>
      </Section>
      <Section title={t('referral.linkTitle')}>
        <Text>{t('referral.linkText')}</Text>
        <TextField label={t('referral.linkLabel')} value={link} readOnly />
        <Inline space="small" alignY="center">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('referral.copy')}
          </Button>
          <div role="status">{copied ? <Text tone="positive">{t('referral.copied')}</Text> : null}</div>
        </Inline>
      </Section>
      <Section title={t('referral.friendsTitle')}>
        <Text tone="muted">{t('referral.statuses')}</Text>
        {referral.referred_friends.length === 0 ? (
          <Text>{t('referral.none')}</Text>
        ) : (
          <Stack as="ul" space="small">
            {referral.referred_friends.map((friend) => (
              <li key={friend.email}>
                <Inline space="small" alignY="center">
                  <Text weight="strong">{friend.email}</Text>
                  <Text tone={friend.status === 'COMPLETE' ? 'positive' : 'muted'}>
                    {t(`referral.status.${friend.status}`)}
                  </Text>
                </Inline>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
