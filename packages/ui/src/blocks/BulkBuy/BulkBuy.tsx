import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { RegisteredLink } from '../../components/LinkProvider';
import { Icon } from '../../components/Icon';
import { Image } from '../../components/Image';
import { Price } from '../../components/Price';
import { formatPrice } from '../../components/Price/priceMath';
import { QuantityInput } from '../../components/QuantityInput';
import { RichText } from '../../components/RichText';
import { ServerError } from '../../private/FormMessages';
import * as css from './BulkBuy.css';
import { bulkBuySelection } from './bulkBuySelection';

export const bulkBuyStatuses = ['idle', 'adding', 'added', 'error'] as const;
export type BulkBuyStatus = (typeof bulkBuyStatuses)[number];

export interface BulkBuyProduct {
  sku: string;
  name: string;
  href: string;
  /** Thumbnail URL; a plain tile without one. */
  image?: string;
  imageAlt?: string;
  volume?: string;
  price: number;
  regularPrice?: number | null;
  inStock: boolean;
  /** Most a shopper may order (stock or max sale quantity); no limit when absent. */
  maxQuantity?: number;
  /** Stock note instead of the plain "In stock", e.g. "Only 3 left". */
  stockNote?: string;
}

export interface BulkBuyLabels {
  product: string;
  price: string;
  availability: string;
  quantity: string;
  inStock: string;
  outOfStock: string;
  quantityOf: (name: string) => string;
  decreaseQuantityOf: (name: string) => string;
  increaseQuantityOf: (name: string) => string;
  /** "3 items · €120.00". */
  summary: (quantity: number, total: string) => string;
  addToBag: string;
  added: string;
  /** Why the button is off. */
  chooseQuantity: string;
  /** Accessible name of the table. */
  table: string;
}

export const defaultBulkBuyLabels: BulkBuyLabels = {
  product: 'Product',
  price: 'Price',
  availability: 'Availability',
  quantity: 'Quantity',
  inStock: 'In stock',
  outOfStock: 'Out of Stock',
  quantityOf: (name) => `Quantity of ${name}`,
  decreaseQuantityOf: (name) => `Decrease quantity of ${name}`,
  increaseQuantityOf: (name) => `Increase quantity of ${name}`,
  summary: (quantity, total) => `${quantity} ${quantity === 1 ? 'item' : 'items'} · ${total}`,
  addToBag: 'Add to bag',
  added: 'Added to bag',
  chooseQuantity: 'Choose a quantity for at least one product.',
  table: 'Products to order in quantity',
};

export interface BulkBuyProps {
  title: string;
  /** Sanitized HTML under the title. */
  description?: string;
  products: readonly BulkBuyProduct[];
  currency: string;
  locale?: string;
  /** Every chosen SKU with its quantity, in one event (the app adds them in one call). */
  onAddToBag: (items: { sku: string; quantity: number }[]) => void;
  /** `added` also clears the chosen quantities (they are in the bag now). */
  status?: BulkBuyStatus;
  /** Server message for `status="error"`; the chosen quantities stay. */
  errorMessage?: string;
  labels?: Partial<BulkBuyLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Bulk buy block: a table of products with a quantity per row, the running total and one
 * "Add to bag" for everything chosen. Out-of-stock rows cannot be ordered.
 */
export function BulkBuy({
  title,
  description,
  products,
  currency,
  locale = 'en-US',
  onAddToBag,
  status = 'idle',
  errorMessage,
  labels: labelsProp,
  headingLevel = 2,
}: BulkBuyProps) {
  const labels = { ...defaultBulkBuyLabels, ...labelsProp };
  const titleId = useId();
  const noteId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const [quantities, setQuantities] = useState<number[]>(() => products.map(() => 0));
  // Once the app says "added", the chosen quantities are in the bag: start again from zero
  // (state adjusted while rendering, React's pattern for reacting to a prop change).
  const [seenStatus, setSeenStatus] = useState(status);
  if (seenStatus !== status) {
    setSeenStatus(status);
    if (status === 'added') setQuantities(products.map(() => 0));
  }
  const selection = bulkBuySelection(products, quantities);
  const busy = status === 'adding';
  const nothingChosen = selection.quantity === 0;

  return (
    <section className={css.root} aria-labelledby={titleId} data-state={status}>
      <div className={css.header}>
        <HeadingTag id={titleId} className={css.title}>
          {title}
        </HeadingTag>
        {description ? <RichText html={description} /> : null}
      </div>
      <table className={css.table} role="table" aria-label={labels.table}>
        <thead className={css.head}>
          <tr role="row">
            <th role="columnheader" scope="col" className={css.th}>
              {labels.product}
            </th>
            <th role="columnheader" scope="col" className={css.th}>
              {labels.price}
            </th>
            <th role="columnheader" scope="col" className={css.th}>
              {labels.availability}
            </th>
            <th role="columnheader" scope="col" className={css.th}>
              {labels.quantity}
            </th>
          </tr>
        </thead>
        <tbody className={css.body}>
          {products.map((product, i) => (
            <tr
              key={`${product.sku}-${i}`}
              role="row"
              className={css.row}
              data-stock={product.inStock ? 'in-stock' : 'out-of-stock'}
            >
              <td role="cell" className={css.productCell}>
                <span className={css.thumb}>
                  {product.image ? (
                    <Image src={product.image} alt={product.imageAlt ?? ''} width={96} height={120} />
                  ) : null}
                </span>
                <span className={css.productText}>
                  <RegisteredLink href={product.href} className={css.link}>
                    {product.name}
                  </RegisteredLink>
                  {product.volume ? <span className={css.meta}>{product.volume}</span> : null}
                </span>
              </td>
              <td role="cell" className={css.priceCell}>
                <Price
                  value={product.price}
                  regularValue={product.regularPrice}
                  currency={currency}
                  locale={locale}
                  size="small"
                />
              </td>
              <td role="cell" className={css.stockCell}>
                <span className={css.stock} data-stock={product.inStock ? 'in-stock' : 'out-of-stock'}>
                  <span className={css.dot} aria-hidden="true" />
                  {product.inStock ? (product.stockNote ?? labels.inStock) : labels.outOfStock}
                </span>
              </td>
              <td role="cell" className={css.qtyCell}>
                <QuantityInput
                  label={labels.quantityOf(product.name)}
                  decreaseLabel={labels.decreaseQuantityOf(product.name)}
                  increaseLabel={labels.increaseQuantityOf(product.name)}
                  min={0}
                  max={product.maxQuantity}
                  value={product.inStock ? (quantities[i] ?? 0) : 0}
                  onValueChange={(q) => setQuantities((all) => all.map((old, j) => (j === i ? q : old)))}
                  disabled={!product.inStock || busy}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={css.footer}>
        <p className={css.summary} aria-live="polite">
          {labels.summary(selection.quantity, formatPrice(selection.total, currency, locale))}
        </p>
        <div className={css.action}>
          <Button
            loading={busy}
            disabled={nothingChosen}
            aria-describedby={nothingChosen && status !== 'added' ? noteId : undefined}
            data-state={status}
            onClick={() => {
              if (busy || nothingChosen) return;
              onAddToBag(selection.items);
            }}
          >
            {status === 'added' && nothingChosen ? <Icon name="check" size="small" /> : null}
            {status === 'added' && nothingChosen ? labels.added : labels.addToBag}
          </Button>
          {nothingChosen && status !== 'added' ? (
            <p id={noteId} className={css.note}>
              {labels.chooseQuantity}
            </p>
          ) : null}
        </div>
      </div>
      {status === 'error' && errorMessage ? <ServerError>{errorMessage}</ServerError> : null}
    </section>
  );
}
