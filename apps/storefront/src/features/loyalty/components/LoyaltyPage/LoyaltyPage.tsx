import { useQuery } from '@apollo/client/react';
import { formatPrice, Heading, Inline, Link as UiLink, Loader, Stack, Text } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStoreView } from '../../../../platform/store/store-context';
import { historyDate, pointsChange } from '../../loyaltyRules';
import { LoyaltyPageDocument } from './__generated__/LoyaltyPage';

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
 * The loyalty page (spec §1, §2 `/loyalty`): the points balance and its money value, how points are
 * earned (3 % of every order) and spent (in the shopping bag), the history — earned, spent,
 * adjusted, referral — with links to the orders, and the referral and birthday sections. Fetched in
 * the browser only (no customer data in server HTML).
 */
export function LoyaltyPage() {
  const intl = useIntl();
  const store = useStoreView();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error } = useQuery(LoyaltyPageDocument, { fetchPolicy: 'network-only', ssr: false });
  const customer = data?.customer;
  if (!customer)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <div role="alert">
        <Text tone="critical">{error ? t('error.text') : t('loyalty.unavailable')}</Text>
      </div>
    );
  const rewards = customer.reward_points;
  if (!rewards) return <Text>{t('loyalty.unavailable')}</Text>;
  const currency = rewards.balance?.money.currency ?? store.currency;
  const money = (value: number) => formatPrice(value, currency, store.formattingLocale);
  const points = (n: number) => t('loyalty.points', { points: n });
  const earning = rewards.exchange_rates?.earning;
  const redemption = rewards.exchange_rates?.redemption;
  const history = (rewards.balance_history ?? []).flatMap((h) => (h ? [h] : []));
  const birthdayCoupon = customer.loyalty_coupons.find((c) => c.kind === 'BIRTHDAY');
  return (
    <Stack space="xlarge">
      <Section title={t('loyalty.balance.title')}>
        <Stack space="small">
          <Text size="large" weight="strong">
            {points(rewards.balance?.points ?? 0)}
          </Text>
          <Text tone="muted">
            {t('loyalty.balance.worth', { money: money(rewards.balance?.money.value ?? 0) })}
          </Text>
        </Stack>
      </Section>
      <Section title={t('loyalty.earn.title')}>
        <Text>
          {t('loyalty.earn.text', {
            points: intl.formatNumber(earning?.points ?? 0),
            money: money(earning?.currency_amount ?? 0),
          })}
        </Text>
      </Section>
      <Section title={t('loyalty.spend.title')}>
        <Text>
          {t('loyalty.spend.text', {
            points: intl.formatNumber(redemption?.points ?? 0),
            money: money(redemption?.currency_amount ?? 0),
          })}
        </Text>
        <UiLink asChild variant="standalone">
          <Link to="/cart">{t('loyalty.spend.link')}</Link>
        </UiLink>
      </Section>
      <Section title={t('loyalty.history.title')}>
        {history.length === 0 ? (
          <Text>{t('loyalty.history.empty')}</Text>
        ) : (
          <Stack as="ul" space="medium">
            {history.map((entry, index) => (
              <li key={`${entry.date}-${index}`}>
                <Stack space="xsmall">
                  <Inline space="small" alignY="center">
                    <Text weight="strong">{t(`loyalty.history.action.${entry.action}`)}</Text>
                    <Text weight="strong" tone={entry.points_change < 0 ? 'critical' : 'positive'}>
                      {pointsChange(intl, entry.points_change)}
                    </Text>
                    <Text tone="muted">
                      {intl.formatDate(historyDate(entry.date), { dateStyle: 'medium' })}
                    </Text>
                  </Inline>
                  <Inline space="small" alignY="center">
                    {entry.order_number ? (
                      <UiLink asChild variant="inline">
                        <Link to={`/order-history?order=${encodeURIComponent(entry.order_number)}`}>
                          {t('loyalty.history.order', { number: entry.order_number })}
                        </Link>
                      </UiLink>
                    ) : (
                      <Text>{entry.change_reason}</Text>
                    )}
                    <Text tone="muted">
                      {t('loyalty.history.balance', { points: points(entry.balance?.points ?? 0) })}
                    </Text>
                  </Inline>
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('loyalty.referral.title')}>
        <Text>
          {t('loyalty.referral.text', {
            percent: customer.referral.friend_discount_percent,
            points: intl.formatNumber(customer.referral.referrer_points),
          })}
        </Text>
        <UiLink asChild variant="standalone">
          <Link to="/friend-referal">{t('loyalty.referral.link')}</Link>
        </UiLink>
      </Section>
      <Section title={t('loyalty.birthday.title')}>
        <Text>{t('loyalty.birthday.text')}</Text>
        {birthdayCoupon ? (
          <Text weight="strong">{t('loyalty.birthday.today', { code: birthdayCoupon.code })}</Text>
        ) : customer.date_of_birth ? (
          <Text>
            {t('loyalty.birthday.date', {
              date: intl.formatDate(historyDate(customer.date_of_birth), {
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              }),
            })}
          </Text>
        ) : (
          <Text>{t('loyalty.birthday.missing')}</Text>
        )}
        <UiLink asChild variant="standalone">
          <Link to="/account-information">{t('loyalty.birthday.link')}</Link>
        </UiLink>
      </Section>
    </Stack>
  );
}
