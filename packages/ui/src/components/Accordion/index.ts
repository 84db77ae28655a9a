export { Accordion, accordionTypes } from './Accordion';
export type {
  AccordionType,
  AccordionRootProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from './Accordion';
