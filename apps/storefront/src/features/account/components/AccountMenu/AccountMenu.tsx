import { useQuery } from '@apollo/client/react';
import { Button, Drawer, DropdownMenu, Link as UiLink, Stack, Text } from '@shop/ui';
import { HeaderTrigger } from '@shop/ui/components/HeaderTrigger';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { AccountCustomerDocument } from '../../__generated__/AccountCustomer';
import { useSessionTimer, useSignOut } from '../../session';
import { visibleAccountScreens } from '../../accountScreens';
import { useLoyaltyEnabled } from '../../../../platform/store/loyalty';
import { NEWSLETTER_POPUP_EVENT, newsletterPopupFlagged } from '../Newsletter/newsletterRules';

// Spec §4: the newsletter pop-up's code loads only while the sign-in's flag is set.
const NewsletterPopup = lazy(() =>
  import('../NewsletterPopup/NewsletterPopup').then((m) => ({ default: m.NewsletterPopup })),
);

const LARGE_SCREEN = '(min-width: 1024px)';

function subscribeLarge(listener: () => void) {
  const query = window.matchMedia(LARGE_SCREEN);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * The signed-in customer's account menu (spec §2): a greeting with the first name (fetched here,
 * never rendered by the server), the profile link and the items whose screens exist (Address Book,
 * Account Information), then Sign Out. On large screens it is a dropdown that also opens on hover;
 * below that it is the mobile account menu of spec §4, a side sheet that closes and starts over
 * when the screen becomes large. Both close on route change. It keeps the §4 session timer running.
 */
export function AccountMenu({ label }: { label: string }) {
  // The menu renders in the browser only (after hydration, signed in): storage can be read here.
  const [popup, setPopup] = useState(newsletterPopupFlagged);
  const popupDone = useCallback(() => setPopup(false), []);
  // A sign-in on this page sets the flag after the menu appeared.
  useEffect(() => {
    const flagged = () => setPopup(true);
    window.addEventListener(NEWSLETTER_POPUP_EVENT, flagged);
    return () => window.removeEventListener(NEWSLETTER_POPUP_EVENT, flagged);
  }, []);
  return (
    <>
      <AccountMenuControl label={label} />
      {popup ? (
        <Suspense fallback={null}>
          <NewsletterPopup onDone={popupDone} />
        </Suspense>
      ) : null}
    </>
  );
}

function AccountMenuControl({ label }: { label: string }) {
  const intl = useIntl();
  const location = useLocation();
  const signOut = useSignOut();
  const { data } = useQuery(AccountCustomerDocument, { fetchPolicy: 'cache-first' });
  const large = useSyncExternalStore(
    subscribeLarge,
    () => window.matchMedia(LARGE_SCREEN).matches,
    () => false,
  );
  // An open menu belongs to the page it was opened on: a route change closes it (spec §4).
  const [open, setOpen] = useState<{ path: string } | null>(null);
  const isOpen = open?.path === location.pathname;
  // Spec §4: the mobile account menu closes and resets when the screen becomes large (state
  // adjusted while rendering, so it is closed in the very render that shows the large layout).
  const [wasLarge, setWasLarge] = useState(large);
  if (wasLarge !== large) {
    setWasLarge(large);
    if (large) setOpen(null);
  }
  useSessionTimer(signOut);
  const screens = visibleAccountScreens(useLoyaltyEnabled());
  const firstname = data?.customer?.firstname?.trim();
  const greeting = firstname
    ? intl.formatMessage({ id: 'account.menu.greeting' }, { name: firstname })
    : intl.formatMessage({ id: 'account.menu.greetingNoName' });
  const setMenuOpen = (next: boolean) => setOpen(next ? { path: location.pathname } : null);
  const signOutLabel = intl.formatMessage({ id: 'account.menu.signOut' });

  if (!large)
    return (
      <Drawer.Root open={isOpen} onOpenChange={setMenuOpen}>
        <Drawer.Trigger>
          <HeaderTrigger kind="account" label={label} />
        </Drawer.Trigger>
        <Drawer.Content side="right" closeLabel={intl.formatMessage({ id: 'account.close' })}>
          <Drawer.Header>
            <Drawer.Title>{greeting}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body>
            <nav aria-label={label}>
              <Stack as="ul" space="medium">
                {screens.map((screen) => (
                  <li key={screen.path}>
                    <UiLink asChild variant="standalone">
                      <Link
                        to={screen.path}
                        aria-current={screen.path === location.pathname ? 'page' : undefined}
                        // A link to the page already shown does not change the route: close here.
                        onClick={() => setOpen(null)}
                      >
                        {intl.formatMessage({ id: screen.labelId })}
                      </Link>
                    </UiLink>
                  </li>
                ))}
                <li>
                  <Button variant="secondary" onClick={() => void signOut(() => setOpen(null))}>
                    {signOutLabel}
                  </Button>
                </li>
              </Stack>
            </nav>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    );

  return (
    <DropdownMenu.Root open={isOpen} onOpenChange={setMenuOpen} openOnHover>
      <DropdownMenu.Trigger>
        <HeaderTrigger kind="account" label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          <Text as="span" weight="strong">
            {greeting}
          </Text>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        {screens.map((screen) => (
          <DropdownMenu.Item key={screen.path} asChild>
            <Link to={screen.path}>{intl.formatMessage({ id: screen.labelId })}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => void signOut(() => setOpen(null))}>
          {signOutLabel}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
