import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from './article-card';

const article = {
  href: '/blog/articleDetails/1040.htm',
  title: '11.11 checklist',
  summary: 'Prepare your store.',
  topic: 'Campaigns',
  date: '12 March 2026',
  dateTime: '2026-03-12',
  readingTime: '6 min read',
  cover: { src: '/cover.svg', alt: '', width: 640, height: 360 },
};

describe('ArticleCard', () => {
  it('is an article whose heading holds the one link', () => {
    render(<ArticleCard {...article} />);
    const heading = screen.getByRole('heading', { level: 3, name: '11.11 checklist' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(heading).toContainElement(screen.getByRole('link'));
    expect(screen.getByRole('link')).toHaveAttribute('href', article.href);
    expect(screen.getByRole('article')).toHaveAttribute('data-variant', 'grid');
  });

  it('shows topic, machine-readable date and reading time', () => {
    const { container } = render(<ArticleCard {...article} variant="list" headingLevel={2} />);
    expect(screen.getByText('Campaigns')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-03-12');
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
