import { BulkBuy } from '@shop/ui/blocks/BulkBuy';
import { Bundle, type BundleItem } from '@shop/ui/blocks/Bundle';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../../platform/store/store-context';
import { addToCart, openMiniCart, useCartSessionLoader } from '../../../../cart';
import { toProductCardProps } from '../../../../catalog';
import { ProductCardViewFragmentDoc } from '../../../../catalog';
import { getFragmentData } from '../../../../../gql/fragment-masking';
import type { PageData } from '../../data/pageContent';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

/** Table rows of a bundle or bulk-buy block: the page's product data for each SKU, in order. */
function productLines(
  skus: readonly string[],
  data: PageData,
  locale: string,
): { items: BundleItem[]; currency: string } {
  let currency = 'EUR';
  const items = skus.flatMap((sku) => {
    const ref = data.products[sku];
    if (!ref) return [];
    const p = getFragmentData(ProductCardViewFragmentDoc, ref);
    const card = toProductCardProps(p, locale);
    currency = card.price.currency;
    return [
      {
        sku,
        name: p.name ?? sku,
        href: card.href,
        image: card.image,
        // A table row has no card around it: the image keeps the catalogue's label.
        imageAlt: p.small_image?.label ?? '',
        ...(card.volume ? { volume: card.volume } : {}),
        price: card.price.value,
        regularPrice: card.price.regularValue ?? null,
        // Products with options (configurable, gift cards) are chosen on their own page.
        inStock:
          card.stockStatus === 'IN_STOCK' &&
          !card.isComingSoon &&
          p.__typename !== 'ConfigurableProduct' &&
          p.__typename !== 'GiftCardProduct',
      },
    ];
  });
  return { items, currency };
}

type AddState = { status: 'idle' | 'adding' | 'added' | 'error'; message?: string };

/** Adds several lines to the bag, one call each; the first problem stops and is shown (spec §8). */
function useAddLines() {
  const intl = useIntl();
  const loadSession = useCartSessionLoader();
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const add = async (lines: { sku: string; quantity: number }[]) => {
    setState({ status: 'adding' });
    // Apollo Client loads with the first add on a guest's first page; without a connection it cannot.
    const session = await loadSession().catch(() => null);
    if (!session) {
      setState({ status: 'error', message: intl.formatMessage({ id: 'offline.needsNetwork.addToCart' }) });
      return;
    }
    for (const line of lines) {
      const outcome = await addToCart(session, line);
      if (outcome.status !== 'done') {
        setState({
          status: 'error',
          message:
            outcome.status === 'error'
              ? outcome.message
              : intl.formatMessage({ id: 'pagebuilder.bundle.stockProblem' }),
        });
        return;
      }
    }
    setState({ status: 'added' });
    openMiniCart();
  };
  return { state, add };
}

function BulkBuyView({ block }: BlockViewProps<'bulk-buy'>) {
  const intl = useIntl();
  const store = useStoreView();
  const { data, headingLevel } = usePageBuilder();
  const { state, add } = useAddLines();
  const { items, currency } = productLines(block.skus, data, store.formattingLocale);
  if (items.length === 0) return null;
  const name = (key: string, values: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  return (
    <BulkBuy
      title={block.title}
      products={items}
      currency={currency}
      locale={store.formattingLocale}
      onAddToBag={(lines) => void add(lines)}
      status={state.status}
      errorMessage={state.message}
      labels={{
        product: intl.formatMessage({ id: 'pagebuilder.bulkBuy.product' }),
        price: intl.formatMessage({ id: 'pagebuilder.bulkBuy.price' }),
        availability: intl.formatMessage({ id: 'pagebuilder.bulkBuy.availability' }),
        quantity: intl.formatMessage({ id: 'pagebuilder.bulkBuy.quantity' }),
        inStock: intl.formatMessage({ id: 'pagebuilder.bulkBuy.inStock' }),
        outOfStock: intl.formatMessage({ id: 'product.outOfStock' }),
        quantityOf: (product) => name('pagebuilder.bulkBuy.quantityOf', { name: product }),
        decreaseQuantityOf: (product) => name('pagebuilder.bulkBuy.decrease', { name: product }),
        increaseQuantityOf: (product) => name('pagebuilder.bulkBuy.increase', { name: product }),
        summary: (quantity, total) => name('pagebuilder.bulkBuy.summary', { quantity, total }),
        addToBag: intl.formatMessage({ id: 'pagebuilder.products.addToCart' }),
        added: intl.formatMessage({ id: 'pagebuilder.bundle.added' }),
        chooseQuantity: intl.formatMessage({ id: 'pagebuilder.bulkBuy.chooseQuantity' }),
        table: intl.formatMessage({ id: 'pagebuilder.bulkBuy.table' }),
      }}
      headingLevel={headingLevel}
    />
  );
}

function BundleView({ block }: BlockViewProps<'bundle'>) {
  const intl = useIntl();
  const store = useStoreView();
  const { data, headingLevel } = usePageBuilder();
  const { state, add } = useAddLines();
  const skus = block.skus.length > 0 ? block.skus : [block.sku].filter(Boolean);
  const { items, currency } = productLines(skus, data, store.formattingLocale);
  if (items.length === 0) return null;
  return (
    <Bundle
      title={block.title}
      description={block.description || undefined}
      items={items}
      bundlePrice={block.price ?? null}
      currency={currency}
      locale={store.formattingLocale}
      onAddAll={(lines) => void add(lines)}
      status={state.status}
      errorMessage={state.message}
      labels={{
        addAll: intl.formatMessage({ id: 'pagebuilder.bundle.addAll' }),
        added: intl.formatMessage({ id: 'pagebuilder.bundle.added' }),
        total: intl.formatMessage({ id: 'pagebuilder.bundle.total' }),
        separately: intl.formatMessage({ id: 'pagebuilder.bundle.separately' }),
        savings: (amount, percent) =>
          intl.formatMessage({ id: 'pagebuilder.bundle.savings' }, { amount, percent }),
        outOfStock: intl.formatMessage({ id: 'product.outOfStock' }),
        unavailable: intl.formatMessage({ id: 'pagebuilder.bundle.unavailable' }),
        quantity: (quantity) => intl.formatMessage({ id: 'pagebuilder.bundle.quantity' }, { quantity }),
        items: intl.formatMessage({ id: 'pagebuilder.bundle.items' }),
      }}
      headingLevel={headingLevel}
    />
  );
}

export const views: ViewModule = {
  bundle: BundleView,
  'bulk-buy': BulkBuyView,
};
