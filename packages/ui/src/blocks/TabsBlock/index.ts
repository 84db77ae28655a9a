export { TabsBlock } from './TabsBlock';
export type { TabsBlockProps, TabsBlockItem } from './TabsBlock';
