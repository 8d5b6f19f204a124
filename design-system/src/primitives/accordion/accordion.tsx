import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

export const accordionVariants = cva('flex w-full flex-col', {
  variants: {
    variant: {
      divided: 'divide-y divide-border border-y border-border',
      card: 'gap-3',
    },
    size: { sm: 'text-sm', md: 'text-base' },
  },
  defaultVariants: { variant: 'divided', size: 'md' },
});

const itemVariants = cva('', {
  variants: {
    variant: {
      divided: '',
      card: 'rounded-lg border border-border bg-background data-[state=open]:shadow-sm',
    },
  },
});

const triggerSizes = { sm: 'py-2.5 gap-3', md: 'py-4 gap-4 text-lg' } as const;
const padding = { divided: '', card: 'px-4' } as const;

type AccordionLook = {
  variant: NonNullable<VariantProps<typeof accordionVariants>['variant']>;
  size: NonNullable<VariantProps<typeof accordionVariants>['size']>;
};
const AccordionLookContext = React.createContext<AccordionLook>({ variant: 'divided', size: 'md' });

export type AccordionProps = React.ComponentProps<typeof AccordionPrimitive.Root> &
  VariantProps<typeof accordionVariants>;

/**
 * Accordion (Radix): `type="single"` (with `collapsible`) for FAQs, `type="multiple"` for sidebars.
 * Up/Down/Home/End move between headers; each header is a real heading for the page outline.
 */
export function Accordion({ variant, size, className, ...props }: AccordionProps) {
  const look = React.useMemo(() => ({ variant: variant ?? 'divided', size: size ?? 'md' }), [variant, size]);
  return (
    <AccordionLookContext.Provider value={look}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        data-variant={look.variant}
        data-size={look.size}
        className={cn(accordionVariants({ variant, size }), className)}
        {...props}
      />
    </AccordionLookContext.Provider>
  );
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  const { variant } = React.useContext(AccordionLookContext);
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(itemVariants({ variant }), className)}
      {...props}
    />
  );
}

export type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Heading level that wraps the button, to fit the page outline; defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({ headingLevel = 3, className, children, ...props }: AccordionTriggerProps) {
  const { variant, size } = React.useContext(AccordionLookContext);
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group flex flex-1 cursor-pointer items-center justify-between rounded-sm text-start font-semibold text-foreground transition-colors duration-fast hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
            triggerSizes[size],
            padding[variant],
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-normal group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/**
 * The answer. Pass `forceMount` to keep closed answers in the HTML (hidden) so FAQ text is crawlable
 * and found by the browser's find-in-page.
 */
export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  const { variant } = React.useContext(AccordionLookContext);
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn('text-muted-foreground data-[state=closed]:hidden', className)}
      {...props}
    >
      <div className={cn('pb-4', padding[variant])}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
