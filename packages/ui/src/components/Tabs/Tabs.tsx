import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as css from './Tabs.css';

export const tabsActivationModes = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];

type Clean<T> = Omit<T, 'className' | 'style'>;
export type TabsRootProps = Clean<ComponentPropsWithoutRef<typeof RadixTabs.Root>>;
export interface TabsListProps extends Clean<ComponentPropsWithoutRef<typeof RadixTabs.List>> {
  /** Names the tab list for assistive technology, e.g. "Product details". */
  'aria-label'?: string;
}
export type TabsTriggerProps = Clean<ComponentPropsWithoutRef<typeof RadixTabs.Trigger>>;
export type TabsContentProps = Clean<ComponentPropsWithoutRef<typeof RadixTabs.Content>>;

/**
 * Tabs on Radix Tabs: arrow keys move between tabs (Home/End to the ends); `activationMode`
 * "automatic" (default) shows a panel as its tab takes focus, "manual" waits for Enter/Space.
 */
const Root = forwardRef<HTMLDivElement, TabsRootProps>(function TabsRoot(props, ref) {
  return <RadixTabs.Root ref={ref} className={css.root} {...props} />;
});
const List = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  return <RadixTabs.List ref={ref} className={css.list} {...props} />;
});
const Trigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(props, ref) {
  return <RadixTabs.Trigger ref={ref} className={css.trigger} {...props} />;
});
const Content = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(props, ref) {
  return <RadixTabs.Content ref={ref} className={css.content} {...props} />;
});

export const Tabs = { Root, List, Trigger, Content };
