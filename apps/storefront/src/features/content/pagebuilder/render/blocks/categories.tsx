import { CategoryPicker } from '@shop/ui/blocks/CategoryPicker';
import { useIntl } from 'react-intl';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

/** Magento returns category images as media paths or URLs. */
function mediaUrl(image: string | null): string | undefined {
  if (!image) return undefined;
  return /^(https?:)?\/\//.test(image) || image.startsWith('/') ? image : `/media/${image}`;
}

function CategoryPickerView({ block }: BlockViewProps<'category-picker'>) {
  const intl = useIntl();
  const { data, headingLevel } = usePageBuilder();
  const categories = block.categoryIds.flatMap((id) => {
    const c = data.categories[id];
    if (!c?.href) return [];
    const image = mediaUrl(c.image);
    return [
      {
        id: c.id,
        name: c.name,
        href: c.href,
        ...(image ? { image } : {}),
        ...(c.productCount !== null ? { productCount: c.productCount } : {}),
      },
    ];
  });
  if (categories.length === 0) return null;
  return (
    <CategoryPicker
      title={block.title || undefined}
      categories={categories}
      labels={{
        productCount: (count) => intl.formatMessage({ id: 'pagebuilder.categories.count' }, { count }),
        previous: intl.formatMessage({ id: 'pagebuilder.categories.previous' }),
        next: intl.formatMessage({ id: 'pagebuilder.categories.next' }),
      }}
      headingLevel={headingLevel}
    />
  );
}

export const views: ViewModule = { 'category-picker': CategoryPickerView };
