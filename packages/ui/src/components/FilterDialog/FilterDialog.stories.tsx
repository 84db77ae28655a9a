import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { FilterDialog } from './FilterDialog';

/** Stand-in filter group (the commerce set supplies FilterGroup). */
function DemoGroup({ legend, options }: { legend: string; options: string[] }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend>
        <Text weight="strong">{legend}</Text>
      </legend>
      <Stack space="small">
        {options.map((o) => (
          <Checkbox key={o} label={o} />
        ))}
      </Stack>
    </fieldset>
  );
}

const groups = (
  <>
    <DemoGroup legend="Skin type" options={['Dry', 'Oily', 'Combination', 'Sensitive']} />
    <DemoGroup legend="Collection" options={['Nordic Calm', 'Midnight', 'Birch']} />
  </>
);

const meta = {
  title: 'Catalogue/FilterDialog',
  component: FilterDialog,
  args: {
    trigger: <Button variant="secondary">Filter</Button>,
    children: groups,
    onAccept: fn(),
    onClear: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    testViewport: { width: 375, height: 800 },
    docs: {
      description: {
        component:
          'Mobile filters (spec §2): a Dialog titled "Shop Filter" with Clear and Accept. Children are the filter groups. ' +
          '`onAccept` applies the selection and closes the dialog; `onClear` clears filters and sort and keeps it open. ' +
          'Full-screen below 640 px; focus is trapped and returns to the Filter button.',
      },
    },
  },
} satisfies Meta<typeof FilterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true } },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Shop Filter' })).toBeVisible();
  },
};

export const AcceptAndClear: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Filter' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Shop Filter' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dry' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    // Keyboard: Tab to Accept and press Enter.
    within(dialog).getByRole('button', { name: 'Clear' }).focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Tablet: Story = {
  args: { defaultOpen: true, description: '128 products' },
  parameters: { visual: { page: true }, testViewport: { width: 768, height: 900 } },
};

/** German labels on a 375 px phone: "Übernehmen" stays on screen (issue 19). */
export const MobileGerman: Story = {
  args: {
    defaultOpen: true,
    title: 'Shop-Filter',
    acceptLabel: 'Übernehmen',
    clearLabel: 'Zurücksetzen',
    closeLabel: 'Schließen',
  },
  parameters: { visual: { page: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Shop-Filter' });
    for (const name of ['Übernehmen', 'Zurücksetzen']) {
      const box = within(dialog).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
