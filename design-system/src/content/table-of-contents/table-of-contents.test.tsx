import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TocItem } from './headings';
import { TableOfContents } from './table-of-contents';

const items: TocItem[] = [
  { id: 'before-you-start', text: 'Before you start', level: 2 },
  { id: 'connect', text: 'Connect your stores', level: 2 },
  { id: '匹配-sku', text: '匹配 SKU', level: 3 },
  { id: 'rules', text: 'Choose a sync rule', level: 3 },
  { id: 'check', text: 'Check the result', level: 2 },
];

/** The always-open copy (the phone copy is the same list inside <details>). */
const wide = () => within(document.querySelector<HTMLElement>('[data-slot=toc-wide]')!);

describe('TableOfContents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('is a labelled navigation with h3 links nested under their h2', () => {
    render(<TableOfContents items={items} label="On this page" />);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    const connect = wide().getByRole('link', { name: 'Connect your stores' });
    expect(connect).toHaveAttribute('href', '#connect');
    const nested = connect.closest('li')!.querySelectorAll(':scope li a');
    expect([...nested].map((a) => a.textContent)).toEqual(['匹配 SKU', 'Choose a sync rule']);
    expect(wide().getByRole('link', { name: '匹配 SKU' })).toHaveAttribute(
      'href',
      `#${encodeURIComponent('匹配-sku')}`,
    );
  });

  it('folds into a <details> summarised by the label for phones', () => {
    render(<TableOfContents items={items} label="On this page" />);
    const details = document.querySelector('details')!;
    expect(details.querySelector('summary')).toHaveTextContent('On this page');
    expect(details).toHaveClass('hidden', 'phone:block');
    expect(within(details).getAllByRole('link', { hidden: true })).toHaveLength(items.length);
  });

  it('marks the controlled activeId as the current location', () => {
    render(<TableOfContents items={items} label="On this page" activeId="rules" />);
    expect(wide().getByRole('link', { name: 'Choose a sync rule' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(wide().getByRole('link', { name: 'Check the result' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without items', () => {
    const { container } = render(<TableOfContents items={[]} label="On this page" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('works without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<TableOfContents items={items} label="On this page" />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('follows the heading in view when no activeId is given', () => {
    let callback: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    for (const item of items) {
      const h = document.createElement(item.level === 2 ? 'h2' : 'h3');
      h.id = item.id;
      document.body.append(h);
    }
    render(<TableOfContents items={items} label="On this page" />);
    expect(observed.map((el) => el.id)).toEqual(items.map((i) => i.id));
    act(() =>
      callback(
        [
          {
            target: document.getElementById('rules')!,
            isIntersecting: true,
          } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      ),
    );
    expect(wide().getByRole('link', { name: 'Choose a sync rule' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(document.querySelectorAll('[aria-current=location]')).toHaveLength(2); // one per copy
  });
});
