import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Flag, flagCountries, defaultCountryNames, StoreSwitcher } from './StoreSwitcher';
import { sampleStores } from './storeFixtures';

const meta = {
  title: 'Layout/Header/StoreSwitcher',
  component: StoreSwitcher,
  args: {
    stores: sampleStores,
    defaultValue: 'de',
    align: 'start',
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <header style={{ minHeight: '44rem' }}>
        <Story />
      </header>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Store view switcher: a button with the current store (flag + label) opening the stores grouped by country. ' +
          'Closes on a mousedown outside (spec §4), Escape (focus returns to the button) or choosing a store; ArrowDown opens and moves, ArrowUp / Home / End move. ' +
          'Stores marked `hidden` are not listed (the app decides which: e.g. employee store). Each store is a plain link to its `href` (another store view is a new document, not a route of this one). ' +
          'Flags are inline SVG in official proportions for EE, FI, FR, DE, DK, IT, LV, LT, PL, ES, CZ, NL, NO, GB, SE, US.',
      },
    },
  },
} satisfies Meta<typeof StoreSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Store: Deutschland – Deutsch' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Choose your store' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deutschland – Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Hidden stores (employee store, international) are not listed.
    await expect(canvas.queryByText('Staff store')).toBeNull();
    await expect(canvas.queryByText('International – English')).toBeNull();
  },
};

export const OpenEndAligned: Story = {
  args: { defaultOpen: true, align: 'end', defaultValue: 'fi_sv' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};

export const SingleCountry: Story = {
  args: { defaultOpen: true, stores: sampleStores.filter((s) => s.country === 'FI'), defaultValue: 'fi' },
};

/** Spec §4: a mousedown outside closes the menu. */
export const OutsideMousedownCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Store:/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Store:/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Deutschland – Deutsch' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'France – Français' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Sverige – Svenska' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Enter opens; choosing a store reports it and closes.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('link', { name: 'Eesti – Eesti' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ee');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'lv' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Store: Latvija – Latviešu' }),
    ).toBeVisible();
  },
};

/** Every flag the switcher can show. */
export const AllFlags: Story = {
  render: () => (
    <Inline space="large">
      {flagCountries.map((country) => (
        <Inline key={country} space="small">
          <span style={{ display: 'inline-flex', width: '3rem' }}>
            <Flag country={country} label={defaultCountryNames[country]} />
          </span>
          <Text size="small">{country}</Text>
        </Inline>
      ))}
    </Inline>
  ),
};
