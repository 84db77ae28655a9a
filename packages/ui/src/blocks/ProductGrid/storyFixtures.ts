/** Story-only sample products for the product blocks (inline SVG images: no network). */
import type { ProductCardProps } from '../../components/ProductCard';
import { productImage } from '../../components/ProductCard/storyFixtures';

const catalogue = [
  { name: 'Cloudberry Cleansing Gel', collection: 'Arctic Glow', volume: '150 ml', price: 24 },
  { name: 'Birch Sap Hydrating Toner', collection: 'Nordic Roots', volume: '200 ml', price: 28 },
  {
    name: 'Sea Algae Renewal Serum',
    collection: 'Baltic Sea',
    volume: '30 ml',
    price: 46,
    regular: 58,
    percentOff: 21,
  },
  { name: 'Lingonberry Lip Balm', collection: 'Arctic Glow', volume: '15 ml', price: 12 },
  { name: 'Chaga Firming Eye Cream', collection: 'Forest', volume: '15 ml', price: 39 },
  { name: 'Sauna Birch Body Oil', collection: 'Nordic Roots', volume: '100 ml', price: 32 },
  { name: 'Oat Milk Night Cream', collection: 'Calm', volume: '50 ml', price: 42 },
  { name: 'Rowanberry Vitamin C Drops', collection: 'Forest', volume: '30 ml', price: 49 },
] as const;

export function sampleProducts(count: number, overrides: Partial<ProductCardProps> = {}): ProductCardProps[] {
  return Array.from({ length: count }, (_, i) => {
    const p = catalogue[i % catalogue.length]!;
    return {
      name: p.name,
      href: `#product-${i}`,
      image: productImage(i),
      collection: p.collection,
      volume: p.volume,
      price: {
        value: p.price,
        // What the API says of a discounted product: its regular price and percent_off.
        ...('regular' in p ? { regularValue: p.regular, discountPercent: p.percentOff } : {}),
        currency: 'EUR',
        locale: 'en-IE',
      },
      ...overrides,
    };
  });
}
