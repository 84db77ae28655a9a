import { Stack, Text } from '@shop/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AccountAddressFragment } from '../../../../gql/graphql';
import { addressLines } from './addressLines';

export interface AddressCardProps {
  address: AccountAddressFragment;
  countryName: (code: string) => string;
  /** The legal entity's field names (the address form's labels). */
  labels: { registrationId: string; vatId: string };
  /** Edit and delete controls (the address book); none on the dashboard. */
  actions?: ReactNode;
}

/** One saved address (spec §3): which defaults it is, its lines, a business address's legal entity. */
export function AddressCard({ address, countryName, labels, actions }: AddressCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const legal = address.is_business
    ? [
        address.registration_id
          ? t('account.address.labelled', { label: labels.registrationId, value: address.registration_id })
          : null,
        address.vat_id ? t('account.address.labelled', { label: labels.vatId, value: address.vat_id }) : null,
      ].filter((line): line is string => line !== null)
    : [];
  return (
    // No card surface: the kit's Box would bring every sprinkles class into the shop's one
    // stylesheet (+2.8 KB gzip, over its budget) for one background.
    <Stack space="small">
      {address.default_shipping ? (
        <Text size="small" weight="strong">
          {t('account.address.defaultShipping')}
        </Text>
      ) : null}
      {address.default_billing ? (
        <Text size="small" weight="strong">
          {t('account.address.defaultBilling')}
        </Text>
      ) : null}
      <Stack space="none">
        {[...addressLines(address, countryName), ...legal].map((line, index) => (
          <Text key={index}>{line}</Text>
        ))}
      </Stack>
      {actions}
    </Stack>
  );
}
