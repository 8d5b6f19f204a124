import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { mergeRefs } from '../../lib/refs';

export const tabsListVariants = cva(
  // Scrolls sideways instead of wrapping when the tabs do not fit (phones, long Thai labels). The scroll bar is
  // hidden; the edge with more tabs behind it fades out instead (data-overflow, set by TabsList).
  'inline-flex max-w-full items-center overflow-x-auto [scrollbar-width:none] ' +
    'data-[overflow=end]:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] ' +
    'data-[overflow=start]:[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)] ' +
    'data-[overflow=both]:[mask-image:linear-gradient(to_right,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)] ' +
    'rtl:data-[overflow=end]:[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)] ' +
    'rtl:data-[overflow=start]:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]',
  {
    variants: {
      variant: {
        // The rule is an inset shadow, not a border: the scroll box would clip a tab border hanging over it.
        underline: 'gap-6 shadow-[inset_0_-1px_0_var(--border)]',
        // Pill rows hug their tabs; underline rows run the full width to draw the rule.
        pill: 'gap-1 self-start rounded-lg bg-muted p-1',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export const tabsTriggerVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors duration-fast focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4',
  {
    variants: {
      variant: {
        underline:
          'border-b-2 border-transparent px-1 py-2.5 text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-primary',
        pill: 'rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

type TabsVariant = NonNullable<VariantProps<typeof tabsListVariants>['variant']>;
const TabsVariantContext = React.createContext<TabsVariant>('underline');

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> &
  VariantProps<typeof tabsListVariants>;

/** Tabs (Radix): arrow keys move between tabs, Home/End jump, the panel follows the selected tab. */
export function Tabs({ variant, className, ...props }: TabsProps) {
  const chosen = variant ?? 'underline';
  return (
    <TabsVariantContext.Provider value={chosen}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-variant={chosen}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export type TabsOverflow = 'start' | 'end' | 'both';

/** Which edges of a scroll box have content behind them (start and end follow the writing direction). */
export function overflowOf(box: HTMLElement): TabsOverflow | undefined {
  // In right-to-left scrolling scrollLeft runs from 0 towards negative numbers.
  const scrolled = Math.abs(box.scrollLeft);
  const before = scrolled > 1;
  const after = scrolled + box.clientWidth < box.scrollWidth - 1;
  return before && after ? 'both' : before ? 'start' : after ? 'end' : undefined;
}

/** Keeps `data-overflow` on the tab row while it scrolls or resizes: the cue that more tabs exist. */
function useOverflowCue(ref: React.RefObject<HTMLDivElement | null>) {
  React.useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const overflow = overflowOf(box);
      if (overflow) box.dataset.overflow = overflow;
      else delete box.dataset.overflow;
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    for (const child of box.children) observer?.observe(child);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}

export function TabsList({ className, ref, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const variant = React.useContext(TabsVariantContext);
  const box = React.useRef<HTMLDivElement>(null);
  useOverflowCue(box);
  return (
    <TabsPrimitive.List
      ref={mergeRefs(ref, box)}
      data-slot="tabs-list"
      data-variant={variant}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = React.useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
