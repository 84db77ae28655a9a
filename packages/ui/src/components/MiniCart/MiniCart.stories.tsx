import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { createToastStore, Toaster, ToastProvider } from '../Toast';
import { CartItem } from '../CartItem';
import { productImage } from '../ProductCard/storyFixtures';
import { MiniCart } from './MiniCart';

const price = (value: number) => ({ value, currency: 'EUR', locale: 'en-US' });

const lines = [
  {
    key: 'serum',
    node: (
      <CartItem
        name="Hydrating Rose Serum"
        href="/hydrating-rose-serum.html"
        image={productImage(0)}
        price={price(116)}
        quantity={2}
        maxQuantity={5}
        options={[{ label: 'Size', value: '30 ml' }]}
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />
    ),
  },
  {
    key: 'pouch',
    node: (
      <CartItem
        name="Cosmetic Pouch"
        image={productImage(3)}
        price={price(0)}
        quantity={1}
        freeGift="Free cosmetic pouch"
      />
    ),
  },
  {
    key: 'sachet',
    node: (
      <CartItem
        name="Night Cream Sachet"
        image={productImage(5)}
        price={price(0)}
        quantity={1}
        sample
        onRemove={() => {}}
      />
    ),
  },
];

const meta = {
  title: 'Commerce/MiniCart',
  component: MiniCart,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    state: 'ready',
    count: 4,
    items: lines,
    subtotal: price(116),
  },
  parameters: {
    visual: { page: true },
    testViewport: { width: 1024, height: 900 },
    docs: {
      description: {
        component:
          'The mini cart drawer (spec §2/§3): opened from the header cart trigger and after a successful add to cart. Lines are `CartItem`s; the footer shows the subtotal, "View bag" and "Checkout". Checkout is disabled with its reason while an item is out of stock or over the available quantity (spec §5).',
      },
      story: { inline: false, height: '700px' },
    },
  },
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping bag (4)' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('list', { name: 'Items in your shopping bag' }).children).toHaveLength(3);
    await expect(screen.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/cart');
    await expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const CheckoutBlocked: Story = {
  args: {
    checkoutBlocked: true,
    items: [
      {
        key: 'serum',
        node: (
          <CartItem
            name="Hydrating Rose Serum"
            image={productImage(0)}
            price={price(174)}
            quantity={3}
            maxQuantity={2}
            stockMessage="Only 2 left in stock"
            onQuantityChange={() => {}}
            onRemove={() => {}}
          />
        ),
      },
      {
        key: 'lip',
        node: (
          <CartItem
            name="Velvet Lip Colour"
            image={productImage(2)}
            price={price(24)}
            quantity={1}
            options={[{ label: 'Shade', value: 'Rosewood' }]}
            stockMessage="This Product is currently out of stock. Please try again later."
            onQuantityChange={() => {}}
            onRemove={() => {}}
          />
        ),
      },
    ],
    count: 4,
    subtotal: price(198),
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    await expect(screen.getByText(/exceed the available quantity/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { state: 'empty', count: 0, items: [], subtotal: null },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Shopping bag' });
    await expect(screen.getByText('Your shopping bag is empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Loading: Story = {
  args: { state: 'loading', count: 0, items: [], subtotal: null },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    await expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: {
    state: 'error',
    errorMessage: 'Something went wrong. Sorry about that.',
    items: [],
    subtotal: null,
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 760 } },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

/** Whether `element` lies wholly inside the viewport. */
const onScreen = (element: Element) => {
  const r = element.getBoundingClientRect();
  return r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
};

/** German labels on a 375 px phone: "Zur Einkaufstasche" and "Zur Kasse" stay on screen (issue 19). */
export const MobileGerman: Story = {
  args: {
    text: {
      title: (count) => `Einkaufstasche (${count})`,
      close: 'Schließen',
      viewBag: 'Zur Einkaufstasche',
      checkout: 'Zur Kasse',
      subtotal: 'Zwischensumme',
      itemsLabel: 'Artikel in deiner Einkaufstasche',
    },
  },
  parameters: { testViewport: { width: 375, height: 760 } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Einkaufstasche (4)' });
    for (const control of [
      screen.getByRole('link', { name: 'Zur Einkaufstasche' }),
      screen.getByRole('link', { name: 'Zur Kasse' }),
      screen.getByRole('button', { name: 'Schließen' }),
    ])
      await expect(onScreen(control)).toBe(true);
  },
};

function WithToastRender(args: Story['args']) {
  const [store] = useState(() => {
    const s = createToastStore({ now: () => 0 });
    s.add({
      type: 'success',
      message: 'Hydrating Rose Serum was added to your shopping bag',
      timeout: null,
      dismissable: true,
    });
    return s;
  });
  return (
    <ToastProvider store={store}>
      <MiniCart {...(args as Parameters<typeof MiniCart>[0])} />
      <Toaster />
    </ToastProvider>
  );
}

/**
 * A toast while the mini cart is open docks at the drawer's foot, below "View bag" and
 * "Checkout": it never covers the drawer's controls (issue 19), and it is inside the dialog.
 */
export const WithToast: Story = {
  render: (args) => <WithToastRender {...args} />,
  parameters: { testViewport: { width: 375, height: 760 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping bag (4)' });
    const toast = await screen.findByText(/was added to your shopping bag/);
    await expect(dialog).toContainElement(toast);
    const box = toast.closest('li')!.getBoundingClientRect();
    for (const control of [
      screen.getByRole('link', { name: 'View bag' }),
      screen.getByRole('link', { name: 'Checkout' }),
      // The drawer's ×, not the toast's own Close.
      screen.getAllByRole('button', { name: 'Close' }).find((b) => !b.closest('li'))!,
    ]) {
      const r = control.getBoundingClientRect();
      const overlaps = r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      await expect(overlaps).toBe(false);
      await expect(onScreen(control)).toBe(true);
    }
  },
};
