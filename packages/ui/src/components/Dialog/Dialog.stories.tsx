import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { Dialog, dialogSizes, type DialogSize } from './Dialog';

interface DemoProps {
  size?: DialogSize;
  defaultOpen?: boolean;
  long?: boolean;
}

function AddToWishlistDialog({ size = 'medium', defaultOpen = false, long = false }: DemoProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger>
        <Button variant="secondary">Add to Wishlist</Button>
      </Dialog.Trigger>
      <Dialog.Content size={size}>
        <Dialog.Header>
          <Dialog.Title>Add to Wishlist</Dialog.Title>
          <Dialog.Description>Choose a list for Midnight Recovery Oil.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          {long ? (
            Array.from({ length: 14 }, (_, i) => (
              <Text key={i}>
                Ingredients paragraph {i + 1}: squalane, evening primrose oil, lavender essential oil and
                rosemary leaf extract nourish the skin overnight.
              </Text>
            ))
          ) : (
            <Text>Your saved products stay in your lists until you remove them.</Text>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="ghost">Cancel</Button>
          </Dialog.Close>
          <Button>Save</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: AddToWishlistDialog,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Modal dialog on Radix Dialog. Compose `Dialog.Root › Trigger + Content › Header (Title, Description) · Body · Footer`. ' +
          'Focus is trapped and returns to the trigger on close; Escape, the × button and the overlay close it; the page does not scroll behind it. ' +
          'The Title is the accessible name (required). Below 640 px the dialog becomes a full-screen sheet.',
      },
    },
  },
} satisfies Meta<typeof AddToWishlistDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add to Wishlist' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: open with Enter, Tab stays inside, Escape closes and focus returns to the trigger. */
export const KeyboardAndFocus: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Add to Wishlist' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Add to Wishlist' });
    await expect(dialog).toHaveAccessibleDescription('Choose a list for Midnight Recovery Oil.');
    // Focus trap: cycling through every tabbable element never leaves the dialog.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // Scroll lock while open.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true } },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Add to Wishlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(body.getByRole('button', { name: 'Add to Wishlist' }));
    await body.findByRole('dialog');
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { disable: true } },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Small: Story = {
  args: { defaultOpen: true, size: 'small' },
  parameters: { visual: { page: true } },
};
export const Large: Story = {
  args: { defaultOpen: true, size: 'large' },
  parameters: { visual: { page: true } },
};

export const LongContent: Story = {
  args: { defaultOpen: true, long: true },
  parameters: { visual: { page: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    // Header and footer stay put; the body scrolls inside the viewport.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const MobileSheet: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true }, testViewport: { width: 375, height: 800 } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};
