import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Popover, type PopoverRootProps } from './Popover';

function ShippingInfo(props: PopoverRootProps) {
  return (
    <Popover.Root {...props}>
      <Popover.Trigger>
        <Button variant="link">Shipping details</Button>
      </Popover.Trigger>
      <Popover.Content label="Shipping details" closeLabel="Close">
        <Stack space="small">
          <Text weight="strong">Free shipping</Text>
          <Text size="small" tone="soft">
            Orders are packed within one working day and arrive in 2–4 working days.
          </Text>
        </Stack>
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: ShippingInfo,
  args: { onOpenChange: fn() },
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
          'Non-modal panel anchored to a trigger, on Radix Popover: `Popover.Root › Trigger + Content label="…"`. ' +
          'Click, Enter or Space toggle it; Escape or a click outside closes it and focus returns to the trigger. ' +
          '`openOnHover` adds the desktop behaviour: open after the pointer rests 300 ms (spec §9), close shortly after it leaves trigger and panel.',
      },
    },
  },
} satisfies Meta<typeof ShippingInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Shipping details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true } },
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Shipping details' }),
    ).toBeVisible();
  },
};

export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shipping details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await within(document.body).findByRole('dialog', { name: 'Shipping details' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    await within(document.body).findByRole('dialog');
    await userEvent.click(within(document.body).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
  },
};

/** Hover: nothing before 300 ms, open after; leaving closes; a click keeps a hover-opened panel. */
export const OpenOnHover: Story = {
  args: { openOnHover: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Shipping details' });
    await userEvent.hover(trigger);
    await new Promise((r) => setTimeout(r, 150));
    await expect(body.queryByRole('dialog')).toBeNull();
    await body.findByRole('dialog', { name: 'Shipping details' });
    await expect(trigger).not.toHaveFocus();
    await userEvent.click(trigger);
    await expect(body.getByRole('dialog')).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
