import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Header } from '../Header';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { HeaderNavMenu, type HeaderNavMenuProps } from './HeaderNavMenu';
import { sampleMenu, type DemoProduct } from './fixtures';

/** Stand-in for the app's ProductCard. */
function DemoCard({ product, layout }: { product: DemoProduct; layout: string }) {
  return (
    <Stack space="small">
      <div
        role="img"
        aria-label={product.name}
        style={{
          aspectRatio: layout === 'featured' ? '4 / 3' : '4 / 5',
          background: `linear-gradient(160deg, ${vars.color.surfaceSunken}, ${vars.color.accentSoft})`,
          borderRadius: vars.radius.small,
        }}
      />
      <Text size="small" weight="medium">
        {product.name}
      </Text>
      <Text size="small" tone="muted">
        {product.price}
      </Text>
    </Stack>
  );
}

function ShopHeaderWithMenu(props: Partial<HeaderNavMenuProps<DemoProduct>>) {
  return (
    <div style={{ minHeight: '36rem' }}>
      <Header.Root>
        <Header.Logo>
          <Text weight="strong">NORRSKEN</Text>
        </Header.Logo>
        <Header.Nav>
          <HeaderNavMenu<DemoProduct>
            items={sampleMenu}
            renderProduct={(product, layout) => <DemoCard product={product} layout={layout} />}
            {...props}
          />
        </Header.Nav>
        <Header.Actions>
          <span />
        </Header.Actions>
      </Header.Root>
    </div>
  );
}

const meta = {
  title: 'Layout/Header/HeaderNavMenu',
  component: ShopHeaderWithMenu,
  args: { onValueChange: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Desktop category menu for `Header.Nav`. Top items with children open a full-width dropdown after the pointer rests 300 ms (spec §9), ' +
          'on click, or with Enter / Space / ArrowDown; moving along the bar switches at once; Escape closes and returns focus; leaving with the pointer or Tab closes it. ' +
          'One promoted product gives the "featured" layout, two or three the "special" layout; `renderProduct` lets the app render its ProductCard; links are the link registered with `LinkProvider`. ' +
          'The open item is `value` / `defaultValue` / `onValueChange`.',
      },
    },
  },
} satisfies Meta<typeof ShopHeaderWithMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Categories' });
    await expect(within(nav).getByRole('button', { name: 'Skincare' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(nav).getByRole('link', { name: 'Gift sets' })).toBeVisible();
  },
};

export const FeaturedLayout: Story = {
  name: 'Open: featured (1 product)',
  args: { defaultValue: 'skincare' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-products]')).toHaveAttribute('data-products', 'featured');
  },
};

export const SpecialLayout: Story = {
  name: 'Open: special (2–3 products)',
  args: { defaultValue: 'body' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-products]')).toHaveAttribute('data-products', 'special');
  },
};

export const LinksOnly: Story = { name: 'Open: links only', args: { defaultValue: 'makeup' } };

export const Hover: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const skincare = canvas.getByRole('button', { name: 'Skincare' });
    await userEvent.hover(skincare);
    await new Promise((r) => setTimeout(r, 150));
    await expect(skincare).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(skincare).toHaveAttribute('aria-expanded', 'true'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('skincare');
    // Moving to the next item switches without waiting again.
    await userEvent.unhover(skincare);
    await userEvent.hover(canvas.getByRole('button', { name: 'Body' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Body' })).toHaveAttribute('aria-expanded', 'true'),
    );
    await userEvent.unhover(canvas.getByRole('button', { name: 'Body' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Body' })).toHaveAttribute('aria-expanded', 'false'),
    );
  },
};

export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skincare = canvas.getByRole('button', { name: 'Skincare' });
    skincare.focus();
    await userEvent.keyboard('{Enter}');
    await expect(skincare).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View all Skincare' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(skincare).toHaveAttribute('aria-expanded', 'false');
    await expect(skincare).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'View all Skincare' })).toHaveFocus());
    // Tabbing past the dropdown closes it.
    skincare.focus();
    await userEvent.tab({ shift: true });
    await expect(skincare).toHaveAttribute('aria-expanded', 'false');
  },
};
