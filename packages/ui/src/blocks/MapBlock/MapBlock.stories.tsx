import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapBlock, type MapLocation } from './MapBlock';

const stores: MapLocation[] = [
  {
    name: 'Riga flagship',
    latitude: 56.9496,
    longitude: 24.1052,
    address: 'Tērbatas iela 14',
    zipcode: 'LV-1011',
    city: 'Riga',
    country: 'Latvia',
    phone: '+371 6700 1234',
    comment: 'Mon–Sat 10:00–19:00',
  },
  {
    name: 'Tallinn studio',
    latitude: 59.437,
    longitude: 24.7536,
    address: 'Rotermanni 8',
    zipcode: '10111',
    city: 'Tallinn',
    country: 'Estonia',
    phone: '+372 600 5678',
  },
  {
    name: 'Vilnius corner',
    latitude: 54.6872,
    longitude: 25.2797,
    address: 'Gedimino pr. 9',
    zipcode: '01103',
    city: 'Vilnius',
    country: 'Lithuania',
    comment: 'Inside the Gedimino 9 mall, ground floor',
  },
];

const meta = {
  title: 'Blocks/MapBlock',
  component: MapBlock,
  args: { locations: stores, height: '360px', label: 'Our stores' },
  parameters: {
    docs: {
      description: {
        component:
          'Page Builder map without a tile server (offline, no network): a map-like panel with numbered pins ' +
          'placed from the coordinates, and the list of locations with phone and "Open in maps" links. Zoom 8 ' +
          'for the links, no scroll-wheel zoom (spec §9). The pins repeat the list for sighted mouse users; ' +
          'everyone else gets the list.',
      },
    },
  },
} satisfies Meta<typeof MapBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeStores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our stores' });
    await expect(region).toHaveAttribute('data-zoom', '8');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    const open = canvas.getByRole('link', { name: 'Open in maps: Riga flagship' });
    await expect(open.getAttribute('href')).toContain('mlat=56.949600&mlon=24.105200#map=8/');
    await expect(canvas.getByRole('link', { name: '+371 6700 1234' })).toHaveAttribute(
      'href',
      'tel:+37167001234',
    );
    // Pins keep their geography: Tallinn north of Riga, Vilnius south.
    const pins = Array.from(canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] a'));
    const tops = pins.map((p) => p.getBoundingClientRect().top);
    await expect(tops[1]).toBeLessThan(tops[0]!);
    await expect(tops[2]).toBeGreaterThan(tops[0]!);
  },
};

export const OneStore: Story = {
  args: { locations: stores.slice(0, 1), label: 'Visit us', zoom: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Open in maps: Riga flagship' }).getAttribute('href'),
    ).toContain('#map=12/');
    await expect(canvas.getByText('Mon–Sat 10:00–19:00')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 1100 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
