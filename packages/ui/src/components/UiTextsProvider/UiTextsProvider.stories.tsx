import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Price } from '../Price';
import { ProductLabels } from '../ProductLabels';
import { QuantityInput } from '../QuantityInput';
import { Stack } from '../Stack';
import { UiTextsProvider, type UiTexts } from './UiTextsProvider';

const german: Partial<UiTexts> = {
  price: { from: 'Ab', wasNow: (old, now) => `Vorher ${old}, jetzt ${now}` },
  productLabels: 'Produktetiketten',
  decreaseQuantity: 'Menge verringern',
  increaseQuantity: 'Menge erhöhen',
  showFullPath: 'Ganzen Pfad anzeigen',
};

const crumbs = [
  { label: 'Startseite', href: '/' },
  { label: 'Hautpflege', href: '/hautpflege' },
  { label: 'Seren', href: '/hautpflege/seren' },
  { label: 'Feuchtigkeit', href: '/hautpflege/seren/feuchtigkeit' },
  { label: 'Moltebeeren-Serum' },
];

function Sample() {
  return (
    <Stack space="large">
      <Breadcrumbs items={crumbs} label="Brotkrumen" />
      <div style={{ position: 'relative', width: 160, height: 48 }}>
        <ProductLabels labels={[{ id: 1, text: 'Neu', position: 'top-left' }]} />
      </div>
      <Price value={24} regularValue={30} discountPercent={20} currency="EUR" locale="de-DE" />
      <Price value={34} currency="EUR" locale="de-DE" range />
      <QuantityInput label="Menge" defaultValue={2} />
    </Stack>
  );
}

const meta = {
  title: 'Foundations/UiTextsProvider',
  component: UiTextsProvider,
  tags: ['autodocs'],
  // The texts hold functions ("Was {old}, now {new}"): passed directly, not as controllable args.
  args: { texts: {} },
  parameters: {
    // A phone: the breadcrumbs fold their middle behind the "…" button there.
    testViewport: { width: 375, height: 700 },
    docs: {
      description: {
        component:
          'Registers the app’s translations of the words kit components say on their own: screen-reader labels (product labels, the quantity stepper, the breadcrumbs’ “…” button) and the words built around the app’s values (“From {price}”, “Was {old}, now {new}”). The shop registers them once from its message catalogue; a prop given to a component still wins, and without a provider the components speak English. It draws nothing itself, so it has no styles.',
      },
    },
  },
  render: () => (
    <UiTextsProvider texts={german}>
      <Sample />
    </UiTextsProvider>
  ),
} satisfies Meta<typeof UiTextsProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ganzen Pfad anzeigen' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Produktetiketten' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menge verringern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menge erhöhen' })).toBeVisible();
    await expect(canvas.getByText(/Vorher 30,00\s€, jetzt 24,00\s€/)).toBeInTheDocument();
    await expect(canvas.getAllByText('Ab')[0]).toBeVisible();
  },
};

export const PropsWin: Story = {
  render: () => (
    <UiTextsProvider texts={german}>
      <QuantityInput label="Menge" decreaseLabel="Eins weniger" increaseLabel="Eins mehr" />
    </UiTextsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Eins weniger' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eins mehr' })).toBeVisible();
  },
};

export const WithoutProvider: Story = {
  render: () => <Sample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show full path' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Product labels' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeVisible();
  },
};
