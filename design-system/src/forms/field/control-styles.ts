import { cva } from 'class-variance-authority';

/** The look every text-like control shares (input, select, textarea, code boxes), so fields line up. */
export const controlVariants = cva(
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground transition-colors duration-fast placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger aria-invalid:focus-visible:outline-danger disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground read-only:bg-surface',
  {
    variants: {
      size: { sm: 'h-9', md: 'h-11', lg: 'h-12 text-lg' },
    },
    defaultVariants: { size: 'md' },
  },
);
