export { Tabs, tabsActivationModes } from './Tabs';
export type {
  TabsActivationMode,
  TabsRootProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
} from './Tabs';
