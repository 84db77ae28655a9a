export { BlogSlider, defaultBlogSliderLabels, formatPostDate } from './BlogSlider';
export type { BlogSliderProps, BlogPostCard, BlogSliderLabels } from './BlogSlider';
