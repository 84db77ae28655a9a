import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Heading, Inline, Loader, Stack, Text } from '@shop/ui';
import { useState } from 'react';
import { ErrorNote, failure, useTexts } from '../../forms';
import { DeletePaymentTokenDocument } from './__generated__/DeletePaymentToken';
import { SavedPaymentsDocument } from './__generated__/SavedPayments';
import { savedCardOf, type SavedCard } from './savedPaymentsRules';

/**
 * The customer's saved cards (spec §2 /saved-payments): brand, last four digits and expiry — all
 * the shop keeps — and Delete. Cards are saved at checkout ("Save this card for later"). Fetched in
 * the browser only.
 */
export function SavedPayments() {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const { data, loading, error, refetch } = useQuery(SavedPaymentsDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ done: string } | { failed: string } | null>(null);
  const tokens = data?.customerPaymentTokens?.items;
  if (!tokens)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );
  const cards = tokens.map((token) => (token ? savedCardOf(token) : null)).filter((c): c is SavedCard => !!c);

  const remove = async (card: SavedCard) => {
    setBusy(card.publicHash);
    setOutcome(null);
    try {
      await apollo.mutate({
        mutation: DeletePaymentTokenDocument,
        variables: { publicHash: card.publicHash },
      });
      await refetch();
      setOutcome({ done: t('account.savedPayments.deleted', { brand: card.brand, last4: card.last4 }) });
    } catch (failed) {
      setOutcome({ failed: failure(failed, t('account.formError')) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack space="large">
      {outcome && 'done' in outcome ? (
        <div role="status">
          <Text tone="positive">{outcome.done}</Text>
        </div>
      ) : null}
      <ErrorNote>{outcome && 'failed' in outcome ? outcome.failed : null}</ErrorNote>
      {cards.length === 0 ? (
        <Text>{t('account.savedPayments.none')}</Text>
      ) : (
        <Stack as="ul" space="large">
          {cards.map((card) => {
            const name = t('account.savedPayments.card', { brand: card.brand, last4: card.last4 });
            return (
              <li key={card.publicHash}>
                <Inline space="large" alignY="center">
                  <Stack space="xsmall">
                    <Heading level={2} size="small">
                      {name}
                    </Heading>
                    <Text>{t('account.savedPayments.expires', { expiry: card.expiry })}</Text>
                  </Stack>
                  <Button
                    variant="secondary"
                    loading={busy === card.publicHash}
                    disabled={busy !== null}
                    aria-label={t('account.savedPayments.deleteCard', { card: name })}
                    onClick={() => void remove(card)}
                  >
                    {t('account.savedPayments.delete')}
                  </Button>
                </Inline>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
