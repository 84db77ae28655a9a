import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button';
import { HeaderNavMenu, type NavMenuItem } from '../HeaderNavMenu';
import { HeaderTrigger } from '../HeaderTrigger';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { PageLoadingBar, pageLoadingStates, type PageLoadingState } from '../PageLoadingBar';
import { SearchBox } from '../SearchBox';
import { StoreSwitcher, type StoreOption } from '../StoreSwitcher';
import { Header, headerStates, type HeaderRootProps } from './Header';

function ShopHeader({
  state,
  pageLoading,
  onAction,
}: HeaderRootProps & { pageLoading?: PageLoadingState; onAction?: (name: string) => void }) {
  return (
    <Header.Root state={state}>
      {pageLoading ? (
        <Header.Progress>
          <PageLoadingBar state={pageLoading} />
        </Header.Progress>
      ) : null}
      <Header.Menu>
        <Button variant="ghost" size="small" aria-label="Open menu" onClick={() => onAction?.('menu')}>
          <Icon name="menu" />
        </Button>
      </Header.Menu>
      <Header.Logo>
        <Link variant="subtle" href="/" aria-label="Norrsken skincare, home">
          <span style={{ fontFamily: 'inherit', fontSize: '1.375rem', letterSpacing: '0.3em' }}>
            NORRSKEN
          </span>
        </Link>
      </Header.Logo>
      <Header.Nav>
        {['Skincare', 'Body', 'Sets', 'Journal'].map((item) => (
          <Link key={item} variant="standalone" href={`/${item.toLowerCase()}`}>
            {item}
          </Link>
        ))}
      </Header.Nav>
      <Header.Actions>
        {(
          [
            ['search', 'Search'],
            ['user', 'Account'],
            ['heart', 'Wishlist'],
            ['bag', 'Mini cart'],
          ] as const
        ).map(([icon, label]) => (
          <Button key={icon} variant="ghost" size="small" aria-label={label} onClick={() => onAction?.(icon)}>
            <Icon name={icon} />
          </Button>
        ))}
      </Header.Actions>
    </Header.Root>
  );
}

const meta = {
  title: 'Shell/Header',
  component: ShopHeader,
  parameters: { layout: 'fullscreen' },
  args: { onAction: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: headerStates },
    pageLoading: { control: 'inline-radio', options: pageLoadingStates },
  },
} satisfies Meta<typeof ShopHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-state', 'top');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mini cart' }));
    await expect(args.onAction).toHaveBeenCalledWith('bag');
  },
};

export const Scrolled: Story = { args: { state: 'scrolled' } };

/**
 * The page-loading indicator sits in `Header.Progress`, over the header's bottom edge: the header
 * is exactly as tall as without it, and the bar spans its full width.
 */
export const PageLoading: Story = {
  args: { pageLoading: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    const bar = within(banner).getByRole('progressbar', { name: 'Fetching Data...' });
    const header = banner.getBoundingClientRect();
    const strip = bar.getBoundingClientRect();
    await expect(Math.abs(strip.bottom - header.bottom)).toBeLessThanOrEqual(1);
    await expect(strip.width).toBe(header.width);
    // Out of the header's grid: the menu, logo and actions row alone sets the height.
    await expect(getComputedStyle(bar.parentElement!).position).toBe('absolute');
    const row = banner.firstElementChild!.getBoundingClientRect();
    await expect(Math.abs(header.height - row.height - 1)).toBeLessThan(0.5);
  },
};

/** Loading finished: the full bar shows for 750 ms and is hidden from assistive technology. */
export const PageLoadingDone: Story = {
  args: { pageLoading: 'done', state: 'scrolled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/**
 * The shop's five store views with their own labels (the seed's category names and the shell's
 * texts): the header has to hold the longest of them at every desktop width.
 */
const storeViews = {
  en: {
    menu: ['Skincare', 'Make-up', 'Body', 'Sets & Gifts', 'About us', 'Journal'],
    search: 'Search products',
    store: 'English',
  },
  de: {
    menu: ['Hautpflege', 'Make-up', 'Körper', 'Sets & Geschenke', 'Über uns', 'Journal'],
    search: 'Produkte suchen',
    store: 'Deutsch',
  },
  fr: {
    menu: ['Soins du visage', 'Maquillage', 'Corps', 'Coffrets & Cadeaux', 'À propos', 'Journal'],
    search: 'Rechercher des produits',
    store: 'Français',
  },
  au: {
    menu: ['Skincare', 'Make-up', 'Body', 'Sets & Gifts', 'About us', 'Journal'],
    search: 'Search products',
    store: 'Australia',
  },
  // The staff store: no journal, no store switcher (spec §2), no wish lists.
  mc: {
    menu: ['Skincare', 'Make-up', 'Body', 'Sets & Gifts', 'About us'],
    search: 'Meklēt produktus',
    store: null,
  },
} as const;
type StoreViewCode = keyof typeof storeViews;

function StoreViewHeader({ storeView }: { storeView: StoreViewCode }) {
  const view = storeViews[storeView];
  const [query, setQuery] = useState('');
  const items: NavMenuItem[] = view.menu.map((label, i) => ({
    id: `item-${i}`,
    label,
    href: `#item-${i}`,
    // The four categories have dropdowns; about and journal are plain links.
    ...(i < 4 && i !== 2
      ? { children: [{ id: `item-${i}-a`, label: `${label} A`, href: `#item-${i}-a` }] }
      : {}),
  }));
  const stores: StoreOption[] = (['en', 'de', 'fr', 'au'] as const).map((code) => ({
    code,
    href: `#${code}`,
    label: storeViews[code].store,
    country: code === 'de' ? 'DE' : code === 'fr' ? 'FR' : 'GB',
  }));
  return (
    <Header.Root>
      <Header.Menu>
        <Button variant="ghost" size="small" aria-label="Open menu">
          <Icon name="menu" />
        </Button>
      </Header.Menu>
      <Header.Logo>
        <Link variant="subtle" href="#home" aria-label="Aurora Botanica, home">
          <span style={{ fontSize: '1.125rem', fontWeight: 600 }}>Aurora Botanica</span>
        </Link>
      </Header.Logo>
      <Header.Nav landmark={false}>
        <HeaderNavMenu items={items} label="Main" />
      </Header.Nav>
      <Header.Search>
        <SearchBox
          value={query}
          onValueChange={setQuery}
          status="idle"
          open={false}
          action="#search"
          labels={{ placeholder: view.search }}
        />
      </Header.Search>
      <Header.Actions>
        {storeView !== 'mc' ? <HeaderTrigger kind="wishlist" count={12} /> : null}
        <HeaderTrigger kind="cart" count={140} />
        <HeaderTrigger kind="account" />
        {view.store ? (
          <Header.Desktop>
            <StoreSwitcher stores={stores} value={storeView} label="Store" menuLabel="Stores" align="end" />
          </Header.Desktop>
        ) : null}
      </Header.Actions>
    </Header.Root>
  );
}

type StoreViewStory = StoryObj<typeof StoreViewHeader>;

/** Every control inside the header's width, no label on two lines, and the fixed 92 px height. */
async function fitsOneLine(canvasElement: HTMLElement) {
  const banner = within(canvasElement).getByRole('banner');
  const box = banner.getBoundingClientRect();
  await expect(box.height).toBe(92);
  for (const control of banner.querySelectorAll<HTMLElement>('a, button, input')) {
    if (!control.getClientRects().length) continue;
    const r = control.getBoundingClientRect();
    await expect(r.left).toBeGreaterThanOrEqual(box.left);
    await expect(r.right).toBeLessThanOrEqual(box.right);
  }
  for (const entry of within(banner).getAllByRole('listitem')) {
    const lines = new Set([...entry.firstElementChild!.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(entry.firstElementChild!.getBoundingClientRect().height).toBeLessThan(40);
    await expect(lines.size).toBe(1);
  }
}

const at = (storeView: StoreViewCode, width: number): StoreViewStory => ({
  render: () => <StoreViewHeader storeView={storeView} />,
  parameters: { testViewport: { width, height: 200 } },
  play: async ({ canvasElement }) => fitsOneLine(canvasElement),
});

// One story per store view and desktop width (1024 is the first desktop width, spec §9).
export const EnglishAt1024 = at('en', 1024);
export const EnglishAt1280 = at('en', 1280);
export const EnglishAt1440 = at('en', 1440);
export const GermanAt1024 = at('de', 1024);
export const GermanAt1280 = at('de', 1280);
export const GermanAt1440 = at('de', 1440);
export const FrenchAt1024 = at('fr', 1024);
export const FrenchAt1280 = at('fr', 1280);
export const FrenchAt1440 = at('fr', 1440);
export const AustraliaAt1024 = at('au', 1024);
export const AustraliaAt1280 = at('au', 1280);
export const AustraliaAt1440 = at('au', 1440);
export const StaffStoreAt1024 = at('mc', 1024);
export const StaffStoreAt1280 = at('mc', 1280);
export const StaffStoreAt1440 = at('mc', 1440);

/** Below 1024 px the menu moves to the hamburger and search and store switcher to the mobile panel. */
export const FrenchAt375: StoreViewStory = {
  render: () => <StoreViewHeader storeView="fr" />,
  parameters: { testViewport: { width: 375, height: 200 } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(within(banner).queryByRole('searchbox')).toBeNull();
  },
};
