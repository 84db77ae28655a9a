import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const countries = [
  { value: 'EE', label: 'Estonia' },
  { value: 'FI', label: 'Finland' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'IT', label: 'Italy' },
  { value: 'LV', label: 'Latvia' },
  { value: 'LT', label: 'Lithuania' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'PL', label: 'Poland' },
  { value: 'ES', label: 'Spain' },
  { value: 'SE', label: 'Sweden' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

const meta = {
  title: 'Form/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Country',
    options: countries,
    placeholder: 'Choose a country',
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem', minHeight: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Select field on Radix Select (spec §4). Required unless `optional` (asterisk, "Is required" after the list was opened and closed). Mouse down on the trigger opens and closes the list; an outside click, Escape, or choosing the empty option (`emptyOptionLabel`) closes it; arrows move the highlight; typed letters jump. With `filterable`, a filter box tops the list: typing hides labels that do not match and puts prefix matches first (`filterOptions`, a pure function); ArrowDown moves into the list, typing on an option goes on in the box, Enter in the box picks the first match.',
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * An open list is modal (Radix hides the rest of the page from assistive technology and traps
 * focus in the list), so axe's whole-page check sees the hidden trigger and content outside a
 * landmark in the bare story frame. Both are the intended modal behaviour.
 */
const openListA11y = {
  options: { rules: { 'aria-hidden-focus': { enabled: false }, region: { enabled: false } } },
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Country/ });
    await expect(trigger).toHaveTextContent('Choose a country');
    // Keyboard: open with Enter, arrows move the highlight, Enter chooses.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await body().findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Estonia' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'France' })).toHaveFocus());
    // Letters jump.
    await userEvent.keyboard('l');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Latvia' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('LV');
    await waitFor(() => expect(trigger).toHaveTextContent('Latvia'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MouseDownToggles: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Country/ });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: trigger });
    await expect(await body().findByRole('listbox')).toBeVisible();
    await userEvent.pointer({ keys: '[/MouseLeft]', target: trigger });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The open list makes the page inert (pointer-events: none), so a real mouse down on the
    // trigger lands on the page outside the list: that is what closes it.
    document.body.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse' }),
    );
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Escape closes too, without choosing.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    // And the required field now says so.
    await expect(within(canvasElement).getByText('Is required')).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultValue: 'LV', defaultOpen: true },
  parameters: { visual: { page: true }, a11y: openListA11y },
};

export const WithValue: Story = { args: { defaultValue: 'FI', hint: 'Where we deliver your order' } };

export const Optional: Story = {
  args: { optional: true, optionalLabel: '(optional)', label: 'Country of birth' },
};

export const Error: Story = { args: { touched: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'EE' } };

export const DisabledOptions: Story = {
  args: {
    defaultOpen: true,
    options: countries.map((c) => ({ ...c, disabled: c.value === 'FR' || c.value === 'DE' })),
  },
  parameters: { visual: { page: true }, a11y: openListA11y },
  play: async () => {
    const list = await body().findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Estonia' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // France and Germany are skipped.
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Italy' })).toHaveFocus());
    await expect(within(list).getByRole('option', { name: 'France' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const EmptyOption: Story = {
  args: { defaultValue: 'LV', emptyOptionLabel: 'No preference', optional: true },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Country/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await body().findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Latvia' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'No preference' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(trigger).toHaveTextContent('Choose a country');
  },
};

export const Filterable: Story = {
  args: { filterable: true },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Country/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const filter = await body().findByRole('combobox', { name: 'Filter options' });
    await waitFor(() => expect(filter).toHaveFocus());
    await userEvent.keyboard('an');
    const list = body().getByRole('listbox');
    // Only labels containing "an" stay, in list order (none starts with it).
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Finland', 'France', 'Germany', 'Lithuania', 'Netherlands', 'Poland']),
    );
    await userEvent.keyboard('{Backspace}{Backspace}li');
    // "Lithuania" starts with "li": first.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Lithuania']),
    );
    await userEvent.keyboard('{Backspace}{Backspace}s');
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Spain'));
    // ArrowDown moves into the list, typing goes on in the filter box.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('w');
    await waitFor(() => expect(filter).toHaveFocus());
    await expect(filter).toHaveValue('sw');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SE');
    await waitFor(() => expect(trigger).toHaveTextContent('Sweden'));
  },
};

export const FilterNoMatches: Story = {
  args: { filterable: true, defaultOpen: true },
  parameters: { visual: { page: true }, a11y: openListA11y },
  play: async () => {
    const filter = await body().findByRole('combobox', { name: 'Filter options' });
    await waitFor(() => expect(filter).toHaveFocus());
    await userEvent.keyboard('xyz');
    await expect(await body().findByRole('status')).toHaveTextContent('No matches');
  },
};
