import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Drawer, drawerSides, type DrawerSide } from './Drawer';

interface DemoProps {
  side?: DrawerSide;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function MiniCartDrawer({ side = 'right', defaultOpen = false, onOpenChange }: DemoProps) {
  return (
    <Drawer.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Drawer.Trigger>
        <Button variant="secondary">Open mini cart</Button>
      </Drawer.Trigger>
      <Drawer.Content side={side}>
        <Drawer.Header>
          <Drawer.Title>Shopping bag</Drawer.Title>
          <Drawer.Description>2 items</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body>
          <Stack space="large">
            <Text>Midnight Recovery Oil, 30 ml</Text>
            <Text>Hydrating Cleanser, 150 ml</Text>
          </Stack>
        </Drawer.Body>
        <Drawer.Footer>
          <Button fullWidth>Proceed to checkout</Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: MiniCartDrawer,
  args: { onOpenChange: fn() },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  parameters: {
    docs: {
      description: {
        component:
          'Side sheet on Radix Dialog (mini cart, mobile panel, search). `Drawer.Root › Trigger + Content side="left|right" › Header · Body · Footer`. ' +
          'A mask covers the page while it is open; clicking the mask, the × button or pressing Escape closes it, and focus returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof MiniCartDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open mini cart' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(document.querySelector('[data-drawer-mask]')).toBeNull();
  },
};

export const Right: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Shopping bag' });
    await expect(dialog).toHaveAttribute('data-side', 'right');
    await expect(document.querySelector('[data-drawer-mask]')).toHaveAttribute('data-state', 'open');
  },
};

export const Left: Story = {
  args: { defaultOpen: true, side: 'left' },
  parameters: { visual: { page: true } },
};

/** Spec §4: clicking the mask closes the drawer; focus goes back to the trigger. */
export const MaskClickCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open mini cart' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Shopping bag' });
    const mask = document.querySelector<HTMLElement>('[data-drawer-mask]')!;
    await expect(mask).toBeVisible();
    // Click the mask away from the sheet (left edge; the sheet is on the right).
    fireEvent.pointerDown(mask, { clientX: 10, clientY: 10, button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(mask, { clientX: 10, clientY: 10, button: 0, pointerType: 'mouse' });
    fireEvent.click(mask, { clientX: 10, clientY: 10 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(document.querySelector('[data-drawer-mask]')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardAndFocus: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open mini cart' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const dialog = await body.findByRole('dialog', { name: 'Shopping bag' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true }, testViewport: { width: 375, height: 800 } },
};
