import type { NavMenuItem } from './HeaderNavMenu';

export interface DemoProduct {
  name: string;
  price: string;
}

const column = (id: string, label: string, leaves: string[]): NavMenuItem<DemoProduct> => ({
  id,
  label,
  href: `#${id}`,
  children: leaves.map((leaf) => ({
    id: `${id}-${leaf}`,
    label: leaf,
    href: `#${id}-${leaf.toLowerCase()}`,
  })),
});

/** Sample menu for stories and tests (the app maps the API menu to this shape). */
export const sampleMenu: NavMenuItem<DemoProduct>[] = [
  {
    id: 'skincare',
    label: 'Skincare',
    href: '#skincare',
    children: [
      column('cleansers', 'Cleansers', ['Gel cleansers', 'Cleansing oils', 'Micellar water']),
      column('serums', 'Serums', ['Hydrating', 'Brightening', 'Retinol']),
      column('moisturisers', 'Moisturisers', ['Day creams', 'Night creams', 'Eye creams']),
    ],
    products: [{ name: 'Midnight Recovery Oil', price: '€48.00' }],
  },
  {
    id: 'body',
    label: 'Body',
    href: '#body',
    children: [
      column('bath', 'Bath & shower', ['Body wash', 'Scrubs']),
      column('body-care', 'Body care', ['Lotions', 'Hand creams']),
    ],
    products: [
      { name: 'Birch Body Lotion', price: '€26.00' },
      { name: 'Sea Salt Scrub', price: '€22.00' },
      { name: 'Nordic Hand Cream', price: '€14.00' },
    ],
  },
  {
    id: 'makeup',
    label: 'Makeup',
    href: '#makeup',
    children: [
      column('face', 'Face', ['Foundation', 'Concealer']),
      column('lips', 'Lips', ['Lipstick', 'Balm']),
    ],
  },
  { id: 'sets', label: 'Gift sets', href: '#sets' },
  { id: 'about', label: 'About', href: '#about' },
];
