import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { StoreSwitcher } from '../StoreSwitcher';
import { sampleStores } from '../StoreSwitcher/storeFixtures';
import { MobilePanel } from './MobilePanel';
import { sampleMobileLinks, sampleMobileMenu } from './fixtures';

const meta = {
  title: 'Layout/Header/MobilePanel',
  component: MobilePanel,
  args: {
    items: sampleMobileMenu,
    links: sampleMobileLinks,
    trigger: (
      <Button variant="ghost" size="small" aria-label="Open menu">
        <Icon name="menu" />
      </Button>
    ),
    search: (
      <input
        type="search"
        aria-label="Search"
        placeholder="Search products"
        style={{
          minHeight: '2.75rem',
          padding: '0 0.75rem',
          border: '1px solid currentColor',
          borderRadius: '0.25rem',
        }}
      />
    ),
    store: <StoreSwitcher stores={sampleStores} defaultValue="lv" align="start" />,
    language: (
      <Button variant="ghost" size="small">
        English
      </Button>
    ),
    onOpenChange: fn(),
    onPathChange: fn(),
  },
  parameters: {
    testViewport: { width: 375, height: 800 },
    docs: {
      description: {
        component:
          'Slide-in navigation for small screens, on the Drawer (left, with mask): search slot, category tree with nested levels and Back, ' +
          'about / journal links, store and language slots. Focus moves to Back when a level opens and returns to the item on Back; ' +
          'Escape, the × or the mask closes it and focus returns to the hamburger. The level is `path` / `defaultPath` / `onPathChange`.',
      },
    },
  },
} satisfies Meta<typeof MobilePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Journal' })).toBeVisible();
  },
};

export const NestedLevel: Story = {
  args: { defaultOpen: true, defaultPath: ['skincare'] },
  parameters: { visual: { page: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('heading', { name: 'Skincare' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View all Skincare' })).toBeVisible();
  },
};

export const DeepLevel: Story = {
  args: { defaultOpen: true, defaultPath: ['skincare', 'serums'] },
  parameters: { visual: { page: true } },
};

export const NavigateWithKeyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    within(dialog).getByRole('button', { name: 'Skincare' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPathChange).toHaveBeenLastCalledWith(['skincare']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Back/ })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Skincare' })).toHaveFocus());
    // Focus stays inside the panel; Escape closes it and focus returns to the hamburger.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Tablet: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true }, testViewport: { width: 768, height: 1000 } },
};

/**
 * No about/journal links (the shop lists "About us" among the categories): the last row draws no
 * line of its own, so no empty divided row sits above the store slot (issue 19).
 */
export const WithoutLinks: Story = {
  args: { defaultOpen: true, links: [] },
  parameters: { visual: { page: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const rows = within(within(dialog).getByRole('navigation', { name: 'Mobile' })).getAllByRole('listitem');
    const last = rows[rows.length - 1]!.firstElementChild!;
    await expect(getComputedStyle(last).borderBottomStyle).toBe('none');
    await expect(getComputedStyle(last).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(rows[0]!.firstElementChild!).borderTopStyle).toBe('none');
  },
};
