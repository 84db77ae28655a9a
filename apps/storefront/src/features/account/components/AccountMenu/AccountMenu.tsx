import { useQuery } from '@apollo/client/react';
import { DropdownMenu, Text } from '@shop/ui';
import { HeaderTrigger } from '@shop/ui/components/HeaderTrigger';
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { AccountCustomerDocument } from '../../__generated__/AccountCustomer';
import { useSessionTimer, useSignOut } from '../../session';

const LARGE_SCREEN = '(min-width: 1024px)';

function subscribeLarge(listener: () => void) {
  const query = window.matchMedia(LARGE_SCREEN);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * The signed-in customer's account menu (spec §2): a greeting with the first name (fetched here,
 * never rendered by the server) and the items whose screens exist — for now Sign Out. It opens on
 * hover on large screens, closes on route change, and keeps the spec §4 session timer running.
 */
export function AccountMenu({ label }: { label: string }) {
  const intl = useIntl();
  const location = useLocation();
  const signOut = useSignOut();
  const { data } = useQuery(AccountCustomerDocument, { fetchPolicy: 'cache-first' });
  const [open, setOpen] = useState<{ path: string } | null>(null);
  const isOpen = open?.path === location.pathname;
  const large = useSyncExternalStore(
    subscribeLarge,
    () => window.matchMedia(LARGE_SCREEN).matches,
    () => false,
  );
  useSessionTimer(signOut);
  const firstname = data?.customer?.firstname?.trim();
  return (
    <DropdownMenu.Root
      open={isOpen}
      onOpenChange={(next) => setOpen(next ? { path: location.pathname } : null)}
      openOnHover={large}
    >
      <DropdownMenu.Trigger>
        <HeaderTrigger kind="account" label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          <Text as="span" weight="strong">
            {firstname
              ? intl.formatMessage({ id: 'account.menu.greeting' }, { name: firstname })
              : intl.formatMessage({ id: 'account.menu.greetingNoName' })}
          </Text>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => void signOut(() => setOpen(null))}>
          {intl.formatMessage({ id: 'account.menu.signOut' })}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
