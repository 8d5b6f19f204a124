export {
  Accordion,
  AccordionContent,
  AccordionItem,
  type AccordionProps,
  AccordionTrigger,
  type AccordionTriggerProps,
  accordionVariants,
} from './accordion';
