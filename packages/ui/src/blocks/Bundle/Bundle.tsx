import { Fragment, useId } from 'react';
import { Button } from '../../components/Button';
import { RegisteredLink } from '../../components/LinkProvider';
import { Icon } from '../../components/Icon';
import { Image } from '../../components/Image';
import { Price } from '../../components/Price';
import { formatPrice } from '../../components/Price/priceMath';
import { ServerError } from '../../private/FormMessages';
import { RichText } from '../../components/RichText';
import * as css from './Bundle.css';
import { bundleTotals } from './bundleTotals';

export const bundleStatuses = ['idle', 'adding', 'added', 'error'] as const;
export type BundleStatus = (typeof bundleStatuses)[number];

export interface BundleItem {
  sku: string;
  name: string;
  href: string;
  /** Image URL; a plain tile without one. */
  image?: string;
  imageAlt?: string;
  /** E.g. "30 ml". */
  volume?: string;
  /** Price for one on its own. */
  price: number;
  regularPrice?: number | null;
  /** How many the set holds; 1 by default. */
  quantity?: number;
  inStock: boolean;
}

/** What "Add all to bag" sends: every item of the set with its quantity. */
export interface BundleCartItem {
  sku: string;
  quantity: number;
}

export interface BundleLabels {
  addAll: string;
  added: string;
  total: string;
  separately: string;
  /** "You save €19.00 (19%)". */
  savings: (amount: string, percent: number) => string;
  outOfStock: string;
  /** Why the set cannot be added. */
  unavailable: string;
  /** Before the quantity of an item, e.g. "2 ×". */
  quantity: (quantity: number) => string;
  /** Accessible name of the list of items. */
  items: string;
}

export const defaultBundleLabels: BundleLabels = {
  addAll: 'Add all to bag',
  added: 'Added to bag',
  total: 'Set price',
  separately: 'Bought separately',
  savings: (amount, percent) => `You save ${amount} (${percent}%)`,
  outOfStock: 'Out of Stock',
  unavailable: 'This set cannot be added right now: a product in it is out of stock.',
  quantity: (quantity) => `${quantity} ×`,
  items: 'In this set',
};

export interface BundleProps {
  title: string;
  /** Sanitized HTML under the title. */
  description?: string;
  items: readonly BundleItem[];
  /** Price of the whole set; without it the set costs the sum of the item prices. */
  bundlePrice?: number | null;
  currency: string;
  locale?: string;
  /** "Add all to bag": the app adds every item in one call. */
  onAddAll: (items: BundleCartItem[]) => void;
  status?: BundleStatus;
  /** Server message for `status="error"` (spec §8: cart errors show the server message). */
  errorMessage?: string;
  labels?: Partial<BundleLabels>;
  headingLevel?: 2 | 3;
}

/**
 * A set of products bought together: each product with its price, the set price, what it saves
 * against buying separately, and one "Add all to bag" action. Out-of-stock items are flagged and
 * stop the set from being added.
 */
export function Bundle({
  title,
  description,
  items,
  bundlePrice,
  currency,
  locale = 'en-US',
  onAddAll,
  status = 'idle',
  errorMessage,
  labels: labelsProp,
  headingLevel = 2,
}: BundleProps) {
  const labels = { ...defaultBundleLabels, ...labelsProp };
  const titleId = useId();
  const noteId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const NameTag = headingLevel === 2 ? 'h3' : 'h4';
  const lines = items.map((item) => ({ ...item, quantity: item.quantity ?? 1 }));
  const totals = bundleTotals(lines, bundlePrice);
  const busy = status === 'adding';

  return (
    <section className={css.root} aria-labelledby={titleId} data-state={status}>
      <div className={css.header}>
        <HeadingTag id={titleId} className={css.title}>
          {title}
        </HeadingTag>
        {description ? <RichText html={description} /> : null}
      </div>
      <div className={css.body}>
        <ul className={css.items} aria-label={labels.items}>
          {lines.map((item, i) => (
            <Fragment key={`${item.sku}-${i}`}>
              {i > 0 ? (
                <li className={css.plus} aria-hidden="true">
                  +
                </li>
              ) : null}
              <li className={css.item} data-stock={item.inStock ? 'in-stock' : 'out-of-stock'}>
                <div className={css.media}>
                  {item.image ? (
                    <span className={css.picture}>
                      <Image src={item.image} alt={item.imageAlt ?? ''} size="xsmall" />
                    </span>
                  ) : null}
                  {!item.inStock ? <span className={css.flag}>{labels.outOfStock}</span> : null}
                </div>
                <div className={css.info}>
                  <NameTag className={css.name}>
                    {item.quantity > 1 ? (
                      <span className={css.qty}>{labels.quantity(item.quantity)} </span>
                    ) : null}
                    <RegisteredLink href={item.href} className={css.link}>
                      {item.name}
                    </RegisteredLink>
                  </NameTag>
                  {item.volume ? <p className={css.meta}>{item.volume}</p> : null}
                  <Price
                    value={item.price}
                    regularValue={item.regularPrice}
                    currency={currency}
                    locale={locale}
                    size="small"
                  />
                </div>
              </li>
            </Fragment>
          ))}
        </ul>
        <div className={css.summary}>
          <dl className={css.totals}>
            <div className={css.totalRow}>
              <dt>{labels.total}</dt>
              <dd className={css.total}>{formatPrice(totals.total, currency, locale)}</dd>
            </div>
            {totals.savings > 0 ? (
              <div className={css.totalRow}>
                <dt>{labels.separately}</dt>
                <dd>
                  <s>{formatPrice(totals.separately, currency, locale)}</s>
                </dd>
              </div>
            ) : null}
          </dl>
          {totals.savings > 0 ? (
            <p className={css.savings}>
              {labels.savings(formatPrice(totals.savings, currency, locale), totals.savingsPercent)}
            </p>
          ) : null}
          <Button
            fullWidth
            loading={busy}
            disabled={!totals.available}
            aria-describedby={!totals.available ? noteId : undefined}
            data-state={status}
            onClick={() => {
              if (busy || !totals.available) return;
              onAddAll(lines.map(({ sku, quantity }) => ({ sku, quantity })));
            }}
          >
            {status === 'added' ? <Icon name="check" size="small" /> : null}
            {status === 'added' ? labels.added : labels.addAll}
          </Button>
          {!totals.available ? (
            <p id={noteId} className={css.note}>
              {labels.unavailable}
            </p>
          ) : null}
          <div aria-live="polite" className={css.live}>
            {status === 'added' ? labels.added : null}
          </div>
          {status === 'error' && errorMessage ? <ServerError>{errorMessage}</ServerError> : null}
        </div>
      </div>
    </section>
  );
}
