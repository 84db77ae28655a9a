import { BlogSlider } from '@shop/ui/blocks/BlogSlider';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../../platform/store/store-context';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

function BlogSliderView({ block }: BlockViewProps<'blog-slider'>) {
  const intl = useIntl();
  const store = useStoreView();
  const { data, headingLevel } = usePageBuilder();
  const ids =
    block.postIds.length > 0
      ? block.postIds
      : block.categoryId
        ? (data.blogCategoryPosts[block.categoryId] ?? [])
        : data.blogPostList;
  const posts = ids.slice(0, block.count).flatMap((id) => {
    const post = data.blogPosts[id];
    if (!post) return [];
    return [
      {
        id: post.id,
        title: post.title,
        href: post.href,
        ...(post.image ? { image: post.image, imageAlt: post.imageAlt } : {}),
        ...(post.excerpt ? { excerpt: post.excerpt } : {}),
        ...(post.date ? { date: post.date } : {}),
        ...(post.author ? { author: post.author } : {}),
      },
    ];
  });
  if (posts.length === 0) return null;
  return (
    <BlogSlider
      title={block.title || undefined}
      posts={posts}
      locale={store.formattingLocale}
      labels={{
        previous: intl.formatMessage({ id: 'pagebuilder.blog.previous' }),
        next: intl.formatMessage({ id: 'pagebuilder.blog.next' }),
        empty: intl.formatMessage({ id: 'pagebuilder.blog.empty' }),
        byAuthor: (author) => intl.formatMessage({ id: 'pagebuilder.blog.byAuthor' }, { author }),
      }}
      headingLevel={headingLevel}
    />
  );
}

export const views: ViewModule = { 'blog-slider': BlogSliderView };
