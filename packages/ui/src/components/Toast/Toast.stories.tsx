import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Toaster, ToastProvider, useToasts } from './Toast';
import { createToastStore, toastTypes, type ToastInput } from './toastStore';

const sample: Record<(typeof toastTypes)[number], string> = {
  success: 'Midnight Recovery Oil was added to your shopping bag',
  warning: 'Only 2 left in stock',
  error: 'The requested qty is not available',
  info: 'Please sign-in to your Account to save items for later.',
};

/** Stories seed toasts that stay until closed, so nothing times out while a test runs. */
const still = { timeout: null, dismissable: true } as const;

function Seeded({ toasts }: { toasts: ToastInput[] }) {
  const [store] = useState(() => {
    const s = createToastStore({ now: () => 0 });
    toasts.forEach((t) => s.add(t));
    return s;
  });
  return (
    <ToastProvider store={store}>
      <main>
        <Text tone="muted">Toasts appear at the bottom right (full width on phones).</Text>
      </main>
      <Toaster />
    </ToastProvider>
  );
}

function Playground() {
  const { add, toasts } = useToasts();
  const [error, setError] = useState('');
  const tryAdd = (toast: ToastInput) => {
    try {
      setError('');
      add(toast);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Inline space="small">
      {toastTypes.map((type) => (
        <Button
          key={type}
          variant="secondary"
          size="small"
          onClick={() => tryAdd({ type, message: sample[type], ...still })}
        >
          Show {type}
        </Button>
      ))}
      <Button
        variant="secondary"
        size="small"
        onClick={() =>
          tryAdd({ id: 'promo', type: 'success', message: 'Promo code applied successfully!', ...still })
        }
      >
        Apply promo code
      </Button>
      <Button
        variant="ghost"
        size="small"
        onClick={() => tryAdd({ type: 'error', message: 'Oops', timeout: null })}
      >
        Invalid toast
      </Button>
      <Text size="small" tone="muted">
        <span data-testid="count">{toasts.length}</span> shown
      </Text>
      {error ? (
        <Text size="small" tone="critical">
          <span role="alert">{error}</span>
        </Text>
      ) : null}
    </Inline>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Seeded,
  args: { toasts: [] },
  parameters: {
    visual: { page: true },
    docs: {
      description: {
        component:
          'Toast system on Radix Toast. Put `<ToastProvider>` with one `<Toaster />` near the app root and call `useToasts().add({ type, message, timeout?, dismissable?, progress? })`. ' +
          'Rules (spec): types success / warning / error / info; a toast needs a type, a message and a timeout or a Close button, otherwise `add` throws `ToastValidationError`; ' +
          'default timeout 5000 ms; `timeout: null` stays until closed (cart errors); adding a toast with an existing id keeps its timestamp, restarts its countdown and marks it duplicate. ' +
          'Errors are announced assertively, others politely; hovering or focusing the toasts pauses the countdown; F8 jumps to them. ' +
          'For code outside React (the data layer) create the store with `createToastStore()` and pass it to the provider.',
      },
    },
  },
} satisfies Meta<typeof Seeded>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { toasts: [{ type: 'success', message: sample.success, ...still }] } };
export const Warning: Story = { args: { toasts: [{ type: 'warning', message: sample.warning, ...still }] } };
export const ErrorToast: Story = {
  name: 'Error',
  args: { toasts: [{ type: 'error', message: sample.error, ...still }] },
  play: async () => {
    const toast = await within(document.body).findByText(sample.error);
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  },
};
export const Info: Story = { args: { toasts: [{ type: 'info', message: sample.info, ...still }] } };

export const AllTypesStacked: Story = {
  args: { toasts: toastTypes.map((type) => ({ type, message: sample[type], ...still })) },
};

/** No Close button: it leaves on its own after the timeout. */
export const NotDismissable: Story = {
  args: { toasts: [{ type: 'success', message: 'Thank you for subscribing!', timeout: 60_000 }] },
  play: async () => {
    const body = within(document.body);
    await body.findByText('Thank you for subscribing!');
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
    // Hovering the toasts pauses the countdown (so the test leaves no timer running).
    await userEvent.hover(body.getByText('Thank you for subscribing!'));
    await waitFor(() => expect(document.querySelector('[data-paused]')).not.toBeNull());
  },
};

export const TimeoutBar: Story = {
  args: {
    toasts: [
      { type: 'info', message: 'Promo code applied successfully!', progress: true, dismissable: true },
    ],
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.hover(await body.findByText('Promo code applied successfully!'));
    await waitFor(() => expect(document.querySelector('[data-paused] [data-toast-progress]')).not.toBeNull());
  },
};

export const LongMessage: Story = {
  args: {
    toasts: [
      {
        type: 'error',
        message:
          'Sorry! An unexpected error occurred. Debug id 7f3a-22c1, location /checkout. Please refresh the page and try again; your shopping bag is saved.',
        ...still,
      },
    ],
  },
};

export const Mobile: Story = {
  args: { toasts: [{ type: 'success', message: sample.success, ...still }] },
  parameters: { testViewport: { width: 375, height: 800 } },
};

/** Adding by id twice keeps one toast, marked duplicate. Invalid toasts are rejected. */
export const DuplicateAndInvalid: Story = {
  render: () => (
    <ToastProvider>
      <main>
        <Playground />
      </main>
      <Toaster />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply promo code' }));
    const first = await body.findByText('Promo code applied successfully!');
    await expect(first.closest('[data-type]')).not.toHaveAttribute('data-duplicate');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply promo code' }));
    await waitFor(() =>
      expect(body.getByText('Promo code applied successfully!').closest('[data-type]')).toHaveAttribute(
        'data-duplicate',
        'true',
      ),
    );
    await expect(canvas.getByTestId('count')).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Invalid toast' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/must be dismissable/);
    await expect(canvas.getByTestId('count')).toHaveTextContent('1');
  },
};

/** Keyboard: Close buttons are reachable and Enter removes the toast; the mouse works too. */
/** A toast with one action button (the shop's "A new version is available" with "Reload"). */
export const WithAction: Story = {
  args: {
    toasts: [
      {
        type: 'info',
        message: 'A new version is available',
        ...still,
        button: { label: 'Reload', onClick: () => document.body.setAttribute('data-reloaded', 'true') },
      },
    ],
  },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Activating the action runs it and closes the toast. */
export const WithActionActivated: Story = {
  args: WithAction.args,
  parameters: { visual: { disable: true } },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Reload' }));
    await expect(document.body).toHaveAttribute('data-reloaded', 'true');
    await waitFor(() => expect(body.queryByText('A new version is available')).toBeNull());
  },
};

export const KeyboardClose: Story = {
  render: () => (
    <ToastProvider>
      <main>
        <Playground />
      </main>
      <Toaster />
    </ToastProvider>
  ),
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    for (const type of toastTypes)
      await userEvent.click(canvas.getByRole('button', { name: `Show ${type}` }));
    await expect(canvas.getByTestId('count')).toHaveTextContent('4');
    body.getAllByRole('button', { name: 'Close' })[0]!.focus();
    await expect(document.activeElement).toHaveAccessibleName('Close');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('count')).toHaveTextContent('3'));
    // Mouse: each Close button removes its toast.
    for (const button of body.getAllByRole('button', { name: 'Close' })) await userEvent.click(button);
    await waitFor(() => expect(canvas.getByTestId('count')).toHaveTextContent('0'));
  },
};
