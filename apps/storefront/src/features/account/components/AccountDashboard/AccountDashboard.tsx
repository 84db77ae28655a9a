import { useQuery } from '@apollo/client/react';
import { Heading, Inline, Link as UiLink, Loader, Stack, Text } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { ErrorNote } from '../../forms';
import { AccountAddressFragmentDoc } from '../AddressBook/__generated__/AccountAddress';
import { AddressCard } from '../AddressBook/AddressCard';
import { useAddressTexts } from '../AddressBook/addressTexts';
import { sortAddresses } from '../AddressBook/addressLines';
import { signInPath } from '../../authOnly';
import { AccountDashboardDocument } from './__generated__/AccountDashboard';

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

function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <UiLink asChild variant="standalone">
      <Link to={to}>{children}</Link>
    </UiLink>
  );
}

/**
 * The account dashboard (spec §2 `/account`): contact information and the default addresses, with
 * the way to change them. Fetched in the browser only.
 */
export function AccountDashboard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const texts = useAddressTexts();
  const { data, loading, error } = useQuery(AccountDashboardDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const customer = data?.customer;
  if (!customer)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );
  const defaults = sortAddresses(
    (customer.addresses ?? [])
      .filter((a): a is NonNullable<typeof a> => a != null && !!(a.default_shipping || a.default_billing))
      .map((a) => getFragmentData(AccountAddressFragmentDoc, a)),
  );
  return (
    <Stack space="xlarge">
      <Section title={t('account.dashboard.contact')}>
        <Stack space="none">
          <Text>{[customer.firstname, customer.lastname].filter(Boolean).join(' ')}</Text>
          <Text>{customer.email}</Text>
        </Stack>
        <Inline space="large">
          <RouterLink to="/account-information">{t('account.dashboard.editInfo')}</RouterLink>
          <RouterLink to="/account-information">{t('account.changePassword')}</RouterLink>
        </Inline>
      </Section>
      <Section title={t('account.dashboard.addresses')}>
        {defaults.length === 0 ? (
          <Text>{t('account.dashboard.noDefault')}</Text>
        ) : (
          <Stack as="ul" space="medium">
            {defaults.map((address) => (
              <li key={address.id}>
                <AddressCard address={address} countryName={texts.countryName} labels={texts.labels} />
              </li>
            ))}
          </Stack>
        )}
        <RouterLink to="/address-book">{t('account.dashboard.manageAddresses')}</RouterLink>
      </Section>
    </Stack>
  );
}

/** What a guest sees on /account (not an auth-only route in spec §6): the profile prompt. */
export function AccountGuestPrompt() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack space="medium">
      <Text>{t('account.guest.intro')}</Text>
      <Inline space="large">
        <RouterLink to={signInPath('/account')}>{t('account.signIn.title')}</RouterLink>
        <RouterLink to="/create-account">{t('account.signIn.toCreate')}</RouterLink>
      </Inline>
    </Stack>
  );
}
