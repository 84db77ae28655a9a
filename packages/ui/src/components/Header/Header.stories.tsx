import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { PageLoadingBar, pageLoadingStates, type PageLoadingState } from '../PageLoadingBar';
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
