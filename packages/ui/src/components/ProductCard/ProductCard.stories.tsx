import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';
import { ProductCard, ProductCardSkeleton, productCardSizes, productCardVariants } from './ProductCard';
import { productImage, shadeSwatches, veganSeal } from './storyFixtures';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    name: 'Hydrating Hyaluronic Serum',
    href: '/hydrating-hyaluronic-serum',
    image: productImage(0),
    collection: 'Hydra Botanics',
    volume: '30 ml',
    price: { value: 34, currency: 'EUR' },
    priority: true,
    onWishlistedChange: fn(),
    onAddToCart: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: productCardSizes },
    variant: { control: 'inline-radio', options: productCardVariants },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Product tile (spec §3). Sizes follow the Image card sizes (spec §9: xsmall 268×364 … large 660×896); `fluid` ' +
          'fills a gallery cell. The name link stretches over the card; it is the link registered with `LinkProvider` (in the shop, its router link). The ' +
          'heart is a toggle button ("Add to wishlist" / "Remove from wishlist"); the cart button shows idle, loading ' +
          '(a call is running), added (the app clears it after 1.5 s, 5 s for samples) and disabled with a reason ' +
          '(Out of Stock, Coming Soon, or `addToCartDisabledReason`). The special labels are added automatically. ' +
          '`variant="blog"` shows no labels, wishlist, cart button, swatches, price or name (spec §2).',
      },
    },
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hydrating Hyaluronic Serum' })).toHaveAttribute(
      'href',
      '/hydrating-hyaluronic-serum',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Add to bag/ }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large" alignY="top">
      {productCardSizes.map((size, i) => (
        <ProductCard
          key={size}
          {...args}
          size={size}
          image={productImage(i)}
          name={`${args.name} (${size})`}
        />
      ))}
    </Inline>
  ),
  parameters: { testViewport: { width: 1900, height: 1200 } },
};

export const XSmall: Story = { args: { size: 'xsmall' } };
export const Small: Story = { args: { size: 'small' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Large: Story = { args: { size: 'large', image: productImage(2) } };

export const HoverImage: Story = {
  args: { hoverImage: productImage(0, true) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(canvasElement.querySelector('[data-part="hover-image"] img')).toHaveAttribute('alt', '');
    // Pin the hover state for the screenshot (real hover uses :hover on pointer devices).
    card.setAttribute('data-hover', '');
  },
};

export const OnSale: Story = {
  args: {
    price: { value: 27.2, regularValue: 34, discountPercent: 20, currency: 'EUR' },
    labels: [{ id: 7, position: 'top-left', text: '-20%', tone: 'sale' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Was €34.00, now €27.20')).toBeInTheDocument();
  },
};

export const OutOfStock: Story = {
  args: { stockStatus: 'OUT_OF_STOCK', image: productImage(1) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Out of Stock' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-label-id="-1"]')).toHaveTextContent('Out of Stock');
  },
};

export const ComingSoon: Story = {
  args: { isComingSoon: true, image: productImage(2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-label-id="-2"]')).toHaveTextContent('Coming Soon');
  },
};

export const Labels: Story = {
  args: {
    labels: [
      { id: 1, position: 'top-left', text: 'New', tone: 'neutral' },
      { id: 2, position: 'top-left', text: 'Bestseller', tone: 'soft' },
      { id: 3, position: 'bottom-left', image: { src: veganSeal, alt: 'Vegan' }, size: 18 },
    ],
    labelSettings: { showSeveralOnPlace: true, alignment: 0, marginBetween: 'xsmall' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Bestseller')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Vegan' })).toBeVisible();
  },
};

export const WishlistOff: Story = {
  args: { defaultWishlisted: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await expect(args.onWishlistedChange).toHaveBeenCalledWith(true);
    const heart = canvas.getByRole('button', { name: 'Remove from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Keyboard toggles it back.
    heart.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const WishlistOn: Story = {
  args: { wishlisted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * A top-centred label on a small card: the label area ends before the heart and the label centres
 * in the room left, so "BESTSELLER" is never under it (found on `/de/hautpflege.html` at 375 px).
 */
export const TopCentredLabelBesideHeart: Story = {
  args: {
    size: 'xsmall',
    labels: [{ id: 2, position: 'top-center', text: 'Bestseller', tone: 'soft' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' }).getBoundingClientRect();
    const label = canvas.getByText('Bestseller').getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(heart.left);
    const media = canvasElement.querySelector('[data-wishlist]')!.getBoundingClientRect();
    // Centred between the image's left edge and the heart.
    const room = label.left - media.left - (heart.left - label.right);
    await expect(Math.abs(room)).toBeLessThan(16);
  },
};

/** A card as narrow as a phone's two-column grid: the top row moves below the heart, whole. */
export const TopLabelUnderHeartWhenNarrow: Story = {
  args: {
    size: 'xsmall',
    fluid: true,
    labels: [{ id: 2, position: 'top-left', text: 'Bestseller', tone: 'soft' }],
  },
  render: (args) => (
    <div style={{ width: '10rem' }}>
      <ProductCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' }).getBoundingClientRect();
    const label = canvas.getByText('Bestseller').getBoundingClientRect();
    await expect(label.top).toBeGreaterThanOrEqual(heart.bottom);
  },
};

export const Adding: Story = {
  args: { addToCartState: 'loading' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Add to bag/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const Added: Story = {
  args: { addToCartState: 'added' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Added' })).toHaveAttribute(
      'data-cart-state',
      'added',
    );
  },
};

export const WithSwatches: Story = {
  args: {
    name: 'Skin Tint SPF 20',
    image: productImage(1),
    collection: 'Complexion',
    volume: undefined,
    price: { value: 29, currency: 'EUR', range: true },
    swatches: {
      label: 'Shade',
      options: shadeSwatches.map((s) => ({ ...s, unavailable: s.value === '02' })),
      defaultValue: '03',
      onValueChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByText('+7')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '04 Honey' }));
    await expect(canvas.getByRole('radio', { name: '04 Honey' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Blog: Story = {
  name: 'Blog variant',
  args: {
    variant: 'blog',
    presentationTitle: 'The overnight ritual',
    labels: [{ id: 1, position: 'top-left', text: 'New' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hydrating Hyaluronic Serum' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('New')).toBeNull();
    await expect(canvas.queryByText('€34.00')).toBeNull();
  },
};

export const LongName: Story = {
  args: {
    name: 'Intensive Overnight Recovery Night Cream with Ceramides, Squalane and Bakuchiol for Very Dry Skin',
    presentationTitle: 'Night cream',
    image: productImage(2),
  },
};

/** Stands in for the app's router link: the app registers its own once with `LinkProvider`. */
function StoryRouterLink({ href, ...rest }: LinkComponentProps) {
  return <a href={`#${href}`} data-router-link="" {...rest} />;
}

export const RouterLink: Story = {
  name: 'Router link (LinkProvider)',
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={StoryRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-router-link');
  },
};

export const Skeleton: Story = {
  name: 'Skeleton (loading)',
  render: () => (
    <Inline space="large" alignY="top">
      <ProductCardSkeleton size="xsmall" />
      <ProductCardSkeleton size="small" />
    </Inline>
  ),
};
