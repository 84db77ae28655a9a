import * as RadixAccordion from '@radix-ui/react-accordion';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as css from './Accordion.css';

export const accordionTypes = ['single', 'multiple'] as const;
export type AccordionType = (typeof accordionTypes)[number];

type Clean<T> = Omit<T, 'className' | 'style'>;

export type AccordionRootProps =
  Clean<RadixAccordion.AccordionSingleProps> | Clean<RadixAccordion.AccordionMultipleProps>;
export type AccordionItemProps = Clean<ComponentPropsWithoutRef<typeof RadixAccordion.Item>>;
export interface AccordionTriggerProps extends Clean<
  ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>
> {
  /** Heading level of the header around the trigger (default 3). */
  level?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
}
export type AccordionContentProps = Clean<ComponentPropsWithoutRef<typeof RadixAccordion.Content>>;

/**
 * Sections that expand in place (product details, filter groups, FAQ), on Radix Accordion:
 * `type="single"` (optionally `collapsible`) or `"multiple"`; Enter/Space toggle, ArrowUp/Down,
 * Home/End move between headers. State as `data-state="open" | "closed"`.
 */
const Root = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(props, ref) {
  return <RadixAccordion.Root ref={ref} className={css.root} {...props} />;
});

const Item = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(props, ref) {
  return <RadixAccordion.Item ref={ref} className={css.item} {...props} />;
});

const Trigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function AccordionTrigger(
  { level = 3, children, ...props },
  ref,
) {
  const Heading = `h${level}` as const;
  return (
    // Radix renders an h3; asChild lets the page choose the level that fits its outline.
    <RadixAccordion.Header asChild>
      <Heading className={css.header}>
        <RadixAccordion.Trigger ref={ref} className={css.trigger} {...props}>
          <span>{children}</span>
          <span className={css.chevron} aria-hidden="true">
            <Icon name="chevron-down" size="small" />
          </span>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
});

const Content = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  { children, ...props },
  ref,
) {
  return (
    <RadixAccordion.Content ref={ref} className={css.content} {...props}>
      <div className={css.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
});

export const Accordion = { Root, Item, Trigger, Content };
