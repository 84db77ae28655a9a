import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { DropdownMenu, type DropdownMenuRootProps } from './DropdownMenu';

const accountItems = [
  'Loyalty Program',
  'Order History',
  'Address Book',
  'Refer a Friend',
  'My Reviews',
  'Communications',
  'Account Information',
];

function AccountMenu({ onSelect, ...props }: DropdownMenuRootProps & { onSelect?: (item: string) => void }) {
  return (
    <DropdownMenu.Root {...props}>
      <DropdownMenu.Trigger>
        <Button variant="ghost" size="small">
          <Icon name="user" size="small" /> Account
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>My account</DropdownMenu.Label>
        {accountItems.map((item) => (
          <DropdownMenu.Item key={item} onSelect={() => onSelect?.(item)} disabled={item === 'My Reviews'}>
            {item}
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <a href="#sign-out">Sign Out</a>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: AccountMenu,
  args: { onSelect: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Menu of actions or links on Radix DropdownMenu: `DropdownMenu.Root › Trigger + Content › Label · Item · Separator`. ' +
          'Click, Enter, Space or ArrowDown open it; arrows move (wrapping), letters jump, Enter selects, Escape closes and focus returns. ' +
          'Use `Item asChild` around a router link. `openOnHover` gives the desktop header behaviour (300 ms hover delay, closes after leaving).',
      },
    },
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  // The menu is portalled to <body>, outside the page's landmarks, like every overlay.
  parameters: { visual: { page: true }, a11y: { options: { rules: { region: { enabled: false } } } } },
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
    await expect(within(menu).getByRole('menuitem', { name: 'My Reviews' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Loyalty Program' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Order History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('Order History');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Click: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Address Book' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Address Book');
  },
};

/** Desktop hover: opens after 300 ms, stays while the pointer is on the menu, closes after it leaves. */
export const OpenOnHover: Story = {
  args: { openOnHover: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.hover(trigger);
    await new Promise((r) => setTimeout(r, 150));
    await expect(body.queryByRole('menu')).toBeNull();
    const menu = await body.findByRole('menu');
    await userEvent.unhover(trigger);
    await userEvent.hover(menu);
    await new Promise((r) => setTimeout(r, 400));
    await expect(body.getByRole('menu')).toBeVisible();
    await userEvent.unhover(menu);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};
