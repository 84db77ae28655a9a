export { BlogSlider, defaultBlogSliderLabels, formatPostDate } from './BlogSlider';
export type { BlogSliderProps, BlogPostCard, BlogSliderLinkProps, BlogSliderLabels } from './BlogSlider';
