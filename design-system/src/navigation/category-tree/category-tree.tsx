import { ChevronDown, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

// The phone sheet (Radix Dialog, ~13 KB gzip) loads on demand: only phone visitors who open it need it.
let sheetModule: Promise<typeof import('./category-sheet')> | undefined;
const loadSheet = () => {
  sheetModule ??= import('./category-sheet').catch((error: unknown) => {
    sheetModule = undefined; // let a later attempt retry
    throw error;
  });
  return sheetModule;
};
const CategorySheet = React.lazy(() => loadSheet().then((m) => ({ default: m.CategorySheet })));

export type CategoryTreeNode = {
  id: string;
  label: string;
  href: string;
  /** Number of entries in the category, shown after its name. */
  count?: number;
  children?: CategoryTreeNode[];
};

export type CategoryTreeLabels = {
  /** Text of the phone button that opens the sheet (the current category's name is shown beside it). */
  openSheet: string;
  /** Accessible name of the sheet's close button. */
  closeSheet: string;
  /**
   * Accessible name of a branch's expand/collapse button, e.g. "Show or hide Shipping". Required: the link
   * beside it already carries the category's name, and two controls with one name cannot be told apart.
   */
  toggle: (label: string) => string;
};

export type CategoryTreeProps = {
  nodes: readonly CategoryTreeNode[];
  /** The page's category: marked `aria-current="page"`, its branch is expanded. */
  currentId?: string;
  /** Accessible name of the navigation landmark (and the sheet's title), e.g. "Help categories". */
  label: string;
  labels: CategoryTreeLabels;
  className?: string;
};

/** The nodes from a root to the one with `id` (both included), or [] when no node has it. */
export function categoryPath(nodes: readonly CategoryTreeNode[], id: string | undefined): CategoryTreeNode[] {
  if (id === undefined) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children ?? [], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * Category navigation. Desktop: a navigation landmark with nested links; the current category and its
 * ancestors are expanded, other branches collapsed behind disclosure buttons. Every branch is in the
 * HTML (collapsed ones `hidden`), and every entry is a real link, so it works before and without
 * JavaScript. Phones: a button with the current category's name opens the same tree in a bottom sheet.
 * Both are in the server HTML; CSS shows one.
 */
export function CategoryTree({ nodes, currentId, label, labels, className }: CategoryTreeProps) {
  const path = React.useMemo(() => categoryPath(nodes, currentId), [nodes, currentId]);
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(() => new Set(path.map((n) => n.id)));
  const current = path.at(-1);
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const tree = (prefix: string) => (
    <Branch
      nodes={nodes}
      depth={0}
      prefix={prefix}
      currentId={current?.id}
      expanded={expanded}
      onToggle={toggle}
      toggleLabel={labels.toggle}
    />
  );

  return (
    <div data-slot="category-tree" className={className}>
      <nav aria-label={label} data-slot="category-tree-nav" className="hidden desktop:block">
        {tree('desktop')}
      </nav>
      <div data-slot="category-tree-phone" className="desktop:hidden">
        <PhoneSheet label={label} labels={labels} current={current}>
          {tree('sheet')}
        </PhoneSheet>
      </div>
    </div>
  );
}

type PhoneSheetProps = {
  label: string;
  labels: CategoryTreeLabels;
  current: CategoryTreeNode | undefined;
  children: React.ReactNode;
};

/**
 * The phone button and, once it has been pressed, the lazily loaded sheet. Its own component so its
 * useId does not shift the ids of the desktop tree's branches in the server HTML.
 */
function PhoneSheet({ label, labels, current, children }: PhoneSheetProps) {
  const [open, setOpen] = React.useState(false);
  // Stays mounted after the first open, so closing can animate.
  const [mounted, setMounted] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const contentId = React.useId();
  // Start the download on hover or focus, so it is usually there by the time of the tap.
  const warm = () => void loadSheet().catch(() => {});
  return (
    <>
      {/* Same attributes, in the same order, as the Radix DialogTrigger it replaces. */}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-slot="category-tree-open"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setMounted(true);
          setOpen((o) => !o);
        }}
        className="flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-md border border-border bg-background px-4 py-2 text-start text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex min-w-0 flex-col">
          <span className="text-xs text-muted-foreground">{labels.openSheet}</span>
          {/* A space, so the button's name reads "Categories Shipping" (flex collapses it visually). */}{' '}
          {current ? <span className="truncate font-medium">{current.label}</span> : null}
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </button>
      {mounted ? (
        <React.Suspense fallback={null}>
          <CategorySheet
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            returnFocusTo={buttonRef}
            label={label}
            closeLabel={labels.closeSheet}
          >
            {children}
          </CategorySheet>
        </React.Suspense>
      ) : null}
    </>
  );
}

type BranchProps = {
  nodes: readonly CategoryTreeNode[];
  depth: number;
  prefix: string;
  currentId: string | undefined;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  toggleLabel: (label: string) => string;
  id?: string;
  hidden?: boolean;
};

function Branch({
  nodes,
  depth,
  prefix,
  currentId,
  expanded,
  onToggle,
  toggleLabel,
  id,
  hidden,
}: BranchProps) {
  const groupId = React.useId();
  return (
    <ul
      id={id}
      hidden={hidden}
      data-slot="category-tree-list"
      className={cn('flex flex-col gap-0.5', depth > 0 && 'ms-3 border-s border-border ps-2')}
    >
      {nodes.map((node, index) => {
        const children = node.children ?? [];
        const open = expanded.has(node.id);
        const isCurrent = node.id === currentId;
        const childId = `${groupId}-${prefix}-${index}`;
        return (
          <li key={node.id} data-slot="category-tree-item">
            <div className="flex items-center gap-1">
              <a
                href={node.href}
                aria-current={isCurrent ? 'page' : undefined}
                data-slot="category-tree-link"
                className="flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground no-underline hover:bg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring aria-[current=page]:bg-primary-subtle aria-[current=page]:font-semibold aria-[current=page]:text-primary-subtle-foreground"
              >
                <span className="min-w-0 flex-1">{node.label}</span>{' '}
                {node.count !== undefined ? (
                  <span
                    data-slot="category-tree-count"
                    className="shrink-0 text-xs text-muted-foreground tabular-nums"
                  >
                    {node.count}
                  </span>
                ) : null}
              </a>
              {children.length > 0 ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={childId}
                  aria-label={toggleLabel(node.label)}
                  data-slot="category-tree-toggle"
                  onClick={() => onToggle(node.id)}
                  className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
                >
                  <ChevronRight
                    aria-hidden="true"
                    className={cn(
                      'size-4 transition-transform duration-fast rtl:-scale-x-100',
                      open && 'rotate-90',
                    )}
                  />
                </button>
              ) : null}
            </div>
            {children.length > 0 ? (
              <Branch
                nodes={children}
                depth={depth + 1}
                prefix={prefix}
                currentId={currentId}
                expanded={expanded}
                onToggle={onToggle}
                toggleLabel={toggleLabel}
                id={childId}
                hidden={!open}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
