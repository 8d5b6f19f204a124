import { cva } from 'class-variance-authority';

/** The look every text-like control shares (input, select, textarea, code boxes), so fields line up. */
export const controlVariants = cva(
  'w-full min-w-0 rounded-md border border-input px-3 text-foreground transition-colors duration-fast placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger aria-invalid:focus-visible:outline-danger disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground read-only:bg-surface',
  {
    // One class per property: cn() joins, it does not merge (lib/cn.ts).
    variants: {
      size: { sm: 'h-9 text-base', md: 'h-11 text-base', lg: 'h-12 text-lg' },
      /** A control that shows a value it cannot change here (a select has no :read-only state). */
      readOnly: { true: 'bg-surface', false: 'bg-background' },
    },
    defaultVariants: { size: 'md', readOnly: false },
  },
);
