import { Button, Container, Heading, RichText, Stack, StatusView, Text } from '@shop/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { data, Link, useLoaderData } from 'react-router';
import type { Loader } from '../../../../platform/routing/deps';
import { usePageTitle } from '../../../../platform/store/store-context';
import { savePromoCode } from '../../../cart';
import { sanitizeHtml } from '../../../content';
import { historyDate } from '../../loyaltyRules';
import { PromoPageDocument } from './__generated__/PromoPage';

type PromoRouteData =
  | {
      kind: 'promo';
      code: string;
      title: string;
      html: string;
      from: string | null;
      to: string | null;
    }
  | { kind: 'ended'; title: string }
  | { kind: 'unknown' };

/**
 * /promo/:promoCode (spec §2 promo page): the promotion's landing page. A running promotion keeps
 * its code as `savedPromoCode` (spec §3), which the cart applies on its next load and removes once
 * applied (spec §7). An unknown code answers 404 and an ended one says so; neither stores anything.
 */
export const loader = (async ({ params }, { apollo }) => {
  const code = (params['promoCode'] ?? '').trim();
  const { data: result } = code
    ? await apollo.query({ query: PromoPageDocument, variables: { promoCode: code } })
    : { data: undefined };
  const promo = result?.promoPage;
  if (!promo) return data<PromoRouteData>({ kind: 'unknown' }, { status: 404 });
  if (!promo.is_valid) return { kind: 'ended', title: promo.title };
  return {
    kind: 'promo',
    code: promo.promo_code,
    title: promo.title,
    html: await sanitizeHtml(promo.content),
    from: promo.from_date ?? null,
    to: promo.to_date ?? null,
  };
}) satisfies Loader<PromoRouteData | ReturnType<typeof data<PromoRouteData>>>;

function PromoView({ promo }: { promo: Extract<PromoRouteData, { kind: 'promo' }> }) {
  const intl = useIntl();
  // Spec §7: the cart applies the saved code on its next load (browser storage: after hydration).
  useEffect(() => savePromoCode(promo.code), [promo.code]);
  const date = (value: string) => intl.formatDate(historyDate(value), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Stack space="large">
      <Heading level={1}>{promo.title}</Heading>
      <RichText html={promo.html} />
      {promo.to ? (
        <Text tone="muted">
          {promo.from
            ? intl.formatMessage({ id: 'promo.validity' }, { from: date(promo.from), to: date(promo.to) })
            : intl.formatMessage({ id: 'promo.validUntil' }, { to: date(promo.to) })}
        </Text>
      ) : null}
      <Text>{intl.formatMessage({ id: 'promo.saved' }, { code: promo.code })}</Text>
      <div>
        <Button asChild>
          <Link to="/cart">{intl.formatMessage({ id: 'promo.toBag' })}</Link>
        </Button>
      </div>
    </Stack>
  );
}

export function Component() {
  const intl = useIntl();
  const page = useLoaderData<PromoRouteData>();
  const title = usePageTitle(
    page.kind === 'promo'
      ? page.title
      : intl.formatMessage({ id: page.kind === 'ended' ? 'promo.endedTitle' : 'promo.unknownTitle' }),
  );
  return (
    <>
      <title>{title}</title>
      <Container paddingY="page">
        {page.kind === 'promo' ? (
          <PromoView promo={page} />
        ) : page.kind === 'ended' ? (
          <StatusView
            headingLevel={1}
            title={intl.formatMessage({ id: 'promo.endedTitle' })}
            message={intl.formatMessage({ id: 'promo.ended' }, { title: page.title })}
          />
        ) : (
          <StatusView
            headingLevel={1}
            title={intl.formatMessage({ id: 'promo.unknownTitle' })}
            message={intl.formatMessage({ id: 'promo.unknown' })}
          />
        )}
      </Container>
    </>
  );
}
