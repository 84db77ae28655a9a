import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { CartSummary } from '../CartSummary';
import { CouponForm } from '../CouponForm';
import { Heading } from '../Heading';
import { formatPrice } from '../Price/priceMath';
import { Text } from '../Text';
import { CartLayout } from './CartLayout';

const eur = (v: number) => formatPrice(v, 'EUR', 'en-US');

const meta = {
  title: 'Layout/CartLayout',
  component: CartLayout,
  tags: ['autodocs'],
  args: {
    asideLabel: 'Order summary',
    main: (
      <>
        <Heading level={1}>Shopping bag</Heading>
        <Text>Cloudberry Serum · 2 × €32.00</Text>
        <Text>Birch Sap Cream · 1 × €22.00</Text>
      </>
    ),
    aside: (
      <>
        <CouponForm onApply={() => {}} onRemove={() => {}} />
        <CartSummary
          subtotal={86}
          taxes={[{ label: 'VAT 24% (FI)', amount: 16.65 }]}
          grandTotal={86}
          formatPrice={eur}
          footer={<Button fullWidth>Proceed to checkout</Button>}
        />
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Cart page columns: items beside a sticky summary column from 1024 px, one column below it ' +
          "(summary after the items). Holds no texts of its own except the aside's accessible name.",
      },
    },
  },
} satisfies Meta<typeof CartLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  parameters: { testViewport: { width: 1280, height: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Order summary' });
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(aside.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
  },
};

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Order summary' });
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(aside.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};
