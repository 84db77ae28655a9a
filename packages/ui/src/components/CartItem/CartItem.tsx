import { useId } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { RegisteredLink } from '../LinkProvider';
import { Price } from '../Price';
import { QuantityInput } from '../QuantityInput';
import * as styles from './CartItem.css';

export const cartItemSizes = ['compact', 'regular'] as const;
export type CartItemSize = (typeof cartItemSizes)[number];
export const cartItemStockTones = ['error', 'warning'] as const;
export type CartItemStockTone = (typeof cartItemStockTones)[number];

/** One chosen option shown under the name: a configurable option or a gift card entry. */
export interface CartItemOption {
  label: string;
  value: string;
}

export interface CartItemLabels {
  quantity: string;
  /** Visible text of the remove button. */
  remove: string;
  /** Accessible name of the remove button; gets the product name. */
  removeItem: (name: string) => string;
  decrease: string;
  increase: string;
  /** Sample marker. */
  sample: string;
  /** Free gift marker when the item has no label of its own. */
  freeGift: string;
  /** Price text of a free line (gift, sample). */
  free: string;
  /** "Qty: {quantity}" for lines whose quantity is fixed. */
  fixedQuantity: (quantity: number) => string;
}

export const defaultCartItemLabels: CartItemLabels = {
  quantity: 'Quantity',
  remove: 'Remove',
  removeItem: (name) => `Remove ${name}`,
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  sample: 'Sample',
  freeGift: 'Free gift',
  free: 'Free',
  fixedQuantity: (quantity) => `Qty: ${quantity}`,
};

export interface CartItemProps {
  name: string;
  /** Product page; the name links there when given. */
  href?: string;
  /** The name link was followed (the mini cart closes). */
  onLinkClick?: () => void;
  /** Thumbnail URL; empty shows the image fallback. */
  image?: string;
  /** Empty by default: the name next to it already says what it is. */
  imageAlt?: string;
  /** Configurable option labels and values, gift card options. */
  options?: readonly CartItemOption[];
  /** Row total (price × quantity, tax included); regularValue strikes through a discount. */
  price: { value: number; regularValue?: number | null; currency: string; locale?: string };
  quantity: number;
  /** Highest quantity the shopper may choose (available stock). */
  maxQuantity?: number;
  /** Omit for lines whose quantity is fixed (samples, gift cards, free gifts). */
  onQuantityChange?: (quantity: number) => void;
  /** Omit for lines the shopper cannot remove (free gifts). */
  onRemove?: () => void;
  /** A call on this line runs: controls are disabled and the line is marked busy. */
  busy?: boolean;
  /** Free gift line (`isFreeGift`), with its `gwpCartLabel` when there is one. */
  freeGift?: boolean | string;
  /** Free sachet sample. */
  sample?: boolean;
  /** Stock warning, already translated ("Only 2 left in stock"). */
  stockMessage?: string;
  /** `error` blocks checkout (out of stock, over the available quantity); `warning` informs. */
  stockTone?: CartItemStockTone;
  /** `compact` in the mini cart, `regular` on the cart page. */
  size?: CartItemSize;
  /**
   * The line is at the top of a page the server renders (the bag): its picture loads at once and
   * shows as soon as it arrives, before the page hydrates (Image `priority`).
   */
  priority?: boolean;
  /** Element of the name; the list decides the outline. */
  nameAs?: 'h2' | 'h3' | 'h4' | 'p';
  text?: Partial<CartItemLabels>;
}

/**
 * A line of the cart (mini cart and cart page): thumbnail, name, chosen options, free-gift and
 * sample markers, stock warning, row price, quantity stepper and remove. Props in, events out.
 */
export function CartItem({
  name,
  href,
  onLinkClick,
  image = '',
  imageAlt = '',
  options = [],
  price,
  quantity,
  maxQuantity,
  onQuantityChange,
  onRemove,
  busy = false,
  freeGift = false,
  sample = false,
  stockMessage,
  stockTone = 'error',
  size = 'compact',
  priority = false,
  nameAs: NameTag = 'h3',
  text,
}: CartItemProps) {
  const t = { ...defaultCartItemLabels, ...text };
  const nameId = useId();
  const stockId = useId();
  const isFree = price.value === 0 && (Boolean(freeGift) || sample);
  const giftLabel = typeof freeGift === 'string' && freeGift.trim() ? freeGift : t.freeGift;
  return (
    <article
      className={styles.item}
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
      data-stock={stockMessage ? stockTone : 'ok'}
      data-size={size}
    >
      <div className={styles.media[size]}>
        <span className={styles.mediaBox}>
          {image ? (
            <Image
              src={image}
              alt={imageAlt}
              width={size === 'compact' ? 80 : 112}
              ratio={0.8}
              priority={priority}
            />
          ) : (
            <span className={styles.noImage} aria-hidden="true">
              <Icon name="image-off" />
            </span>
          )}
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <NameTag className={styles.name} id={nameId}>
            {href ? (
              <RegisteredLink href={href} className={styles.link} onClick={onLinkClick}>
                {name}
              </RegisteredLink>
            ) : (
              name
            )}
          </NameTag>
          {isFree ? <span className={styles.free}>{t.free}</span> : <Price {...price} size="small" />}
        </div>
        {options.length ? (
          <ul className={styles.meta}>
            {options.map((o) => (
              <li key={`${o.label}:${o.value}`}>
                <span className={styles.optionLabel}>{o.label}:</span> {o.value}
              </li>
            ))}
          </ul>
        ) : null}
        {freeGift || sample ? (
          <div className={styles.badges}>
            {freeGift ? (
              <span className={styles.badge.gift} data-badge="free-gift">
                {giftLabel}
              </span>
            ) : null}
            {sample ? (
              <span className={styles.badge.sample} data-badge="sample">
                {t.sample}
              </span>
            ) : null}
          </div>
        ) : null}
        {stockMessage ? (
          <p className={styles.stock[stockTone]} id={stockId} role="status">
            {stockMessage}
          </p>
        ) : null}
        {onQuantityChange || onRemove ? (
          <div className={styles.controls}>
            {onQuantityChange ? (
              <QuantityInput
                label={`${t.quantity}: ${name}`}
                value={quantity}
                min={1}
                {...(maxQuantity !== undefined ? { max: Math.max(maxQuantity, 1) } : {})}
                onValueChange={(next) => {
                  if (next !== quantity) onQuantityChange(next);
                }}
                disabled={busy}
                decreaseLabel={t.decrease}
                increaseLabel={t.increase}
              />
            ) : (
              <span className={styles.fixedQuantity}>{t.fixedQuantity(quantity)}</span>
            )}
            {onRemove ? (
              <Button
                variant="link"
                size="small"
                onClick={onRemove}
                disabled={busy}
                aria-label={t.removeItem(name)}
              >
                {t.remove}
              </Button>
            ) : null}
          </div>
        ) : (
          <span className={styles.fixedQuantity}>{t.fixedQuantity(quantity)}</span>
        )}
      </div>
    </article>
  );
}
