import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Price, priceSizes } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  tags: ['autodocs'],
  args: { value: 24, currency: 'EUR', locale: 'en-US' },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Formats `value` with `Intl.NumberFormat`. It only formats: the app passes `regularValue` (Magento `regular_price`) ' +
          "only for a discounted product, and it is struck through; `discountPercent` (the API's `percent_off`) adds the badge. " +
          "Whether a product is discounted and by how much is the API's answer (spec §5, §9), not the kit's. Screen readers hear " +
          'one sentence ("Was €30.00, now €24.00"); every text is a `labels` entry so the app can translate.',
      },
    },
  },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€24.00', { selector: '[data-part="final"]' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="old"]')).toBeNull();
  },
};

export const Discounted: Story = {
  args: { value: 24, regularValue: 30, discountPercent: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Was €30.00, now €24.00')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-part="discount"]')).toHaveTextContent('-20%');
  },
};

export const NotDiscounted: Story = {
  name: 'Not discounted (no regular price given)',
  args: { value: 30 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="old"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="discount"]')).toBeNull();
  },
};

export const Range: Story = {
  name: 'Range ("From")',
  args: { value: 18.5, range: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('From €18.50')).toBeInTheDocument();
  },
};

export const RangeDiscounted: Story = {
  args: { value: 18.5, regularValue: 26, discountPercent: 29, range: true },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="medium">
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} regularValue={30} discountPercent={20} />
      ))}
    </Stack>
  ),
};

export const Locales: Story = {
  render: () => (
    <Stack space="small">
      <Price
        value={24}
        regularValue={30}
        discountPercent={20}
        currency="EUR"
        locale="de_DE"
        labels={{ wasNow: (o, n) => `Statt ${o}, jetzt ${n}` }}
      />
      <Price value={24} regularValue={30} discountPercent={20} currency="EUR" locale="fr_FR" />
      <Price value={49} currency="AUD" locale="en_AU" />
    </Stack>
  ),
};
