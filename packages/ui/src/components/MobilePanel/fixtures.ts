import type { MobileNavItem } from './MobilePanel';

const leaf = (parent: string, label: string): MobileNavItem => ({
  id: `${parent}-${label.toLowerCase().replace(/\W+/g, '-')}`,
  label,
  href: `#${parent}`,
});

/** Sample tree for stories and tests. */
export const sampleMobileMenu: MobileNavItem[] = [
  {
    id: 'skincare',
    label: 'Skincare',
    href: '#skincare',
    children: [
      {
        id: 'cleansers',
        label: 'Cleansers',
        href: '#cleansers',
        children: [leaf('cleansers', 'Gel cleansers'), leaf('cleansers', 'Cleansing oils')],
      },
      {
        id: 'serums',
        label: 'Serums',
        href: '#serums',
        children: [leaf('serums', 'Hydrating'), leaf('serums', 'Retinol')],
      },
      leaf('skincare', 'Moisturisers'),
    ],
  },
  {
    id: 'body',
    label: 'Body',
    href: '#body',
    children: [leaf('body', 'Body wash'), leaf('body', 'Lotions')],
  },
  { id: 'sets', label: 'Gift sets', href: '#sets' },
];

export const sampleMobileLinks: MobileNavItem[] = [
  { id: 'about', label: 'About', href: '#about' },
  { id: 'journal', label: 'Journal', href: '#journal' },
];
