export { BlogPostList, defaultBlogPostListLabels } from './BlogPostList';
export type { BlogPostListProps, BlogPostListLabels } from './BlogPostList';
