import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productImage } from '../../components/ProductCard/storyFixtures';
import { BulkBuy, type BulkBuyProduct, type BulkBuyStatus } from './BulkBuy';

const products: BulkBuyProduct[] = [
  {
    sku: 'AB-SER-01-PRO',
    name: 'Sea Algae Renewal Serum',
    href: '#serum',
    image: productImage(2),
    volume: '100 ml · salon size',
    price: 96,
    inStock: true,
    maxQuantity: 20,
  },
  {
    sku: 'AB-MOI-02-PRO',
    name: 'Oat Milk Night Cream',
    href: '#cream',
    image: productImage(5),
    volume: '250 ml · salon size',
    price: 118,
    regularPrice: 132,
    inStock: true,
    maxQuantity: 3,
    stockNote: 'Only 3 left',
  },
  {
    sku: 'AB-CLN-01-PRO',
    name: 'Cloudberry Cleansing Gel',
    href: '#cleanser',
    image: productImage(0),
    volume: '500 ml · salon size',
    price: 64,
    inStock: false,
  },
  {
    sku: 'AB-OIL-03-PRO',
    name: 'Sauna Birch Body Oil',
    href: '#oil',
    image: productImage(4),
    volume: '500 ml · salon size',
    price: 72,
    inStock: true,
  },
];

const meta = {
  title: 'Blocks/BulkBuy',
  component: BulkBuy,
  tags: ['autodocs'],
  args: {
    title: 'Salon sizes',
    description: '<p>Professional sizes for treatment rooms — choose quantities and add them in one go.</p>',
    products,
    currency: 'EUR',
    locale: 'en-IE',
    onAddToBag: fn(),
  },
  parameters: {
    testViewport: { width: 1100, height: 800 },
    docs: {
      description: {
        component:
          'Bulk buy block: products with a quantity each, the running total and one "Add to bag" for every ' +
          'chosen quantity; out-of-stock rows are disabled.',
      },
    },
  },
} satisfies Meta<typeof BulkBuy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add to bag' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Choose a quantity for at least one product.');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of Sea Algae Renewal Serum' }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of Sea Algae Renewal Serum' }),
    );
    const cream = canvas.getByRole('spinbutton', { name: 'Quantity of Oat Milk Night Cream' });
    await userEvent.click(cream);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('3 items · €310.00')).toBeVisible();
    await expect(
      canvas.getByRole('spinbutton', { name: 'Quantity of Cloudberry Cleansing Gel' }),
    ).toBeDisabled();
    await userEvent.click(add);
    await expect(args.onAddToBag).toHaveBeenCalledWith([
      { sku: 'AB-SER-01-PRO', quantity: 2 },
      { sku: 'AB-MOI-02-PRO', quantity: 1 },
    ]);
  },
};

export const Adding: Story = { args: { status: 'adding' } };

export const ErrorKeepsQuantities: Story = {
  render: (args) => {
    const [status, setStatus] = useState<BulkBuyStatus>('idle');
    return (
      <BulkBuy
        {...args}
        status={status}
        errorMessage="The requested qty is not available"
        onAddToBag={(items) => {
          args.onAddToBag(items);
          setStatus('error');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Sauna Birch Body Oil' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The requested qty is not available');
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Sauna Birch Body Oil' })).toHaveValue(
      '1',
    );
  },
};

export const AddedResets: Story = {
  render: (args) => {
    const [status, setStatus] = useState<BulkBuyStatus>('idle');
    return (
      <BulkBuy
        {...args}
        status={status}
        onAddToBag={(items) => {
          args.onAddToBag(items);
          setStatus('added');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Sauna Birch Body Oil' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }));
    await expect(canvas.getByRole('button', { name: 'Added to bag' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Sauna Birch Body Oil' })).toHaveValue(
      '0',
    );
  },
};

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 1000 } } };
