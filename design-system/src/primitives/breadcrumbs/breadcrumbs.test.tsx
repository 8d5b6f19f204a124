import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './breadcrumbs';

const items = [
  { label: 'Help centre', href: '/help' },
  { label: 'Orders', href: '/help/orders' },
  { label: 'Printing labels' },
];

describe('Breadcrumbs', () => {
  it('is a named nav with an ordered list whose last entry is the current page', () => {
    render(<Breadcrumbs items={items} labels={{ nav: 'Breadcrumb' }} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/help', '/help/orders']);
    expect(screen.getByText('Printing labels')).toHaveAttribute('aria-current', 'page');
  });

  it('hides separators from assistive technology and puts none before the first entry', () => {
    const { container } = render(<Breadcrumbs items={items} labels={{ nav: 'Breadcrumb' }} />);
    const separators = container.querySelectorAll('[data-slot="breadcrumb-separator"]');
    expect(separators).toHaveLength(2);
    for (const s of separators) expect(s).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('li')?.querySelector('[data-slot="breadcrumb-separator"]')).toBeNull();
  });

  it('takes a translated name and marks only middle entries for truncation', () => {
    render(<Breadcrumbs items={items} labels={{ nav: 'เส้นทาง' }} />);
    expect(screen.getByRole('navigation', { name: 'เส้นทาง' })).toBeInTheDocument();
    const [home, middle] = screen.getAllByRole('link');
    expect(home).toHaveAttribute('href', '/help');
    expect(home?.className).not.toContain('phone:truncate');
    expect(middle?.className).toContain('phone:truncate');
    expect(middle).toHaveAttribute('title', 'Orders');
  });

  it('has no English of its own: leaving out its name is a type error', () => {
    // @ts-expect-error the landmark's name comes from the visitor's language
    const props: BreadcrumbsProps = { items };
    expect(props.labels).toBeUndefined();
  });

  it('composes from parts with asChild links', () => {
    render(
      <Breadcrumbs labels={{ nav: 'Breadcrumb' }}>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <a href="/help" data-router="">
                Help
              </a>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbItem>
            <BreadcrumbPage>Here</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumbs>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('data-slot', 'breadcrumb-link');
    expect(screen.getByText('Here')).toHaveAttribute('aria-current', 'page');
  });
});
