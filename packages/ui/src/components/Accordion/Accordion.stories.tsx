import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const sections = [
  [
    'about',
    'About',
    'A light, fast-absorbing serum with cold-pressed cloudberry seed oil for dry and tired skin.',
  ],
  [
    'use',
    'How to use',
    'Warm two drops between your fingertips and press onto clean skin, morning and evening.',
  ],
  ['ingredients', 'Ingredients', 'Aqua, Rubus Chamaemorus Seed Oil, Glycerin, Squalane, Tocopherol.'],
  [
    'shipping',
    'Shipping',
    'Free delivery from 50 €. Orders leave our Riga warehouse within one working day.',
  ],
] as const;

const meta = {
  title: 'Layout/Accordion',
  component: Accordion.Root,
  tags: ['autodocs'],
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <Accordion.Root {...args}>
        {sections.map(([value, title, text]) => (
          <Accordion.Item key={value} value={value}>
            <Accordion.Trigger>{title}</Accordion.Trigger>
            <Accordion.Content>{text}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Expanding sections (product details, FAQ) on Radix Accordion: `Accordion.Root` (`type="single"` with `collapsible`, or `"multiple"`), `Item`, `Trigger` (wrapped in a heading; `level` 2–6, default 3), `Content`. Enter/Space toggle; ArrowUp/Down, Home/End move between headers. Motion is off under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Accordion.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('button', { name: 'About' });
    await userEvent.tab();
    await expect(about).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const use = canvas.getByRole('button', { name: 'How to use' });
    await expect(use).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(use).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Shipping' })).toHaveFocus();
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['about', 'ingredients'] } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Ingredients' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Open: Story = { args: { defaultValue: 'about' } as never };
