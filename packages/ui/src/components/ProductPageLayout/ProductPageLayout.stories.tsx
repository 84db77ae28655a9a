import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { MediaGallery } from '../MediaGallery';
import { Price } from '../Price';
import { productImage } from '../ProductCard/storyFixtures';
import { Stack } from '../Stack';
import { Text } from '../Text';

import { ProductPageLayout } from './ProductPageLayout';

const meta = {
  title: 'Commerce/ProductPageLayout',
  component: ProductPageLayout,
  tags: ['autodocs'],
  args: {
    media: (
      <MediaGallery
        label="Product images"
        items={[0, 1].map((i) => ({ src: productImage(i), alt: `Day cream – view ${i + 1}` }))}
      />
    ),
    summary: (
      <Stack space="medium">
        <Text size="small" tone="muted" uppercase>
          Midsummer
        </Text>
        <Heading level={1}>Arctic Cloudberry Day Cream</Heading>
        <Price value={48} currency="EUR" size="large" />
      </Stack>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Images and summary side by side from 1024 px (summary sticky under the header), stacked below.',
      },
    },
  },
} satisfies Meta<typeof ProductPageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Product images' })).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
