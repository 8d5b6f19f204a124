import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { hrefForId, type TocItem } from './headings';

export type TableOfContentsProps = {
  /** The article's h2/h3 headings, in order (see `headingsFromHtml`). */
  items: TocItem[];
  /** Names the navigation, e.g. "On this page"; also the summary of the collapsed list on phones. */
  label: string;
  /** The heading to mark as current; when given it overrides the scroll spy. */
  activeId?: string;
  /** Follow the reader's position with an IntersectionObserver (default true; off when `activeId` is given). */
  spy?: boolean;
  className?: string;
};

type TocNode = TocItem & { children: TocItem[] };

/** h3 entries hang under the h2 before them; an h3 before any h2 stands on its own. */
function nest(items: TocItem[]): TocNode[] {
  const nodes: TocNode[] = [];
  for (const item of items) {
    const parent = nodes.at(-1);
    if (item.level === 3 && parent?.level === 2) parent.children.push(item);
    else nodes.push({ ...item, children: [] });
  }
  return nodes;
}

/** The id of the heading the reader is at: the first one in view, else the last one scrolled past. */
function useScrollSpy(ids: string[], enabled: boolean): string | undefined {
  const [current, setCurrent] = React.useState<string>();
  const key = ids.join('\n');
  React.useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const list = key ? key.split('\n') : [];
    const headings = list
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const inView = list.find((id) => visible.has(id));
        if (inView) {
          setCurrent(inView);
          return;
        }
        // Between two headings: the last heading above the viewport is the section being read.
        const above = headings.filter((el) => el.getBoundingClientRect().top < 0).at(-1);
        if (above) setCurrent(above.id);
      },
      // The top part of the viewport counts: a heading becomes current as it reaches the reading line.
      { rootMargin: '0px 0px -60% 0px' },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [key, enabled]);
  return current;
}

const linkClasses =
  '-ms-px block border-s-2 py-1.5 pe-2 text-sm leading-snug transition-colors duration-fast hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=location]:border-primary aria-[current=location]:font-semibold aria-[current=location]:text-primary';

function TocList({ nodes, current }: { nodes: TocNode[]; current: string | undefined }) {
  const link = (item: TocItem, indent: string) => (
    <a
      href={hrefForId(item.id)}
      aria-current={item.id === current ? 'location' : undefined}
      data-level={item.level}
      className={cn(
        linkClasses,
        indent,
        item.id === current ? null : 'border-transparent text-muted-foreground',
      )}
    >
      {item.text}
    </a>
  );
  return (
    <ul data-slot="toc-list" className="flex flex-col border-s border-border">
      {nodes.map((node) => (
        <li key={node.id}>
          {link(node, node.level === 2 ? 'ps-4' : 'ps-7')}
          {node.children.length > 0 ? (
            <ul className="flex flex-col">
              {node.children.map((child) => (
                <li key={child.id}>{link(child, 'ps-7')}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "On this page": links to the article's headings, h3 indented under their h2. In the browser it marks the
 * section being read with aria-current="location". On phones the list folds into a <details> whose summary
 * is the label (no script needed); elsewhere it is always open, e.g. in a sticky side column.
 */
export function TableOfContents({ items, label, activeId, spy = true, className }: TableOfContentsProps) {
  const nodes = React.useMemo(() => nest(items), [items]);
  const spied = useScrollSpy(
    items.map((item) => item.id),
    spy && activeId === undefined,
  );
  const current = activeId ?? spied;
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} data-slot="table-of-contents" className={cn('min-w-0', className)}>
      {/* Phones: folded. Only one of the two copies is ever displayed (the other is display:none). */}
      <details
        data-slot="toc-phone"
        className="group hidden rounded-lg border border-border bg-background phone:block"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          {label}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-fast group-open:rotate-180"
          />
        </summary>
        <div className="px-4 pb-3">
          <TocList nodes={nodes} current={current} />
        </div>
      </details>
      <div data-slot="toc-wide" className="phone:hidden">
        <p className="mb-3 text-sm font-semibold text-foreground">{label}</p>
        <TocList nodes={nodes} current={current} />
      </div>
    </nav>
  );
}
