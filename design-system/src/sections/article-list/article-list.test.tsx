import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleList } from './article-list';

const articles = ['A', 'B'].map((t, i) => ({ href: `/blog/articleDetails/${i}.htm`, title: t }));
const empty = {
  title: 'No articles found',
  text: 'Try another word.',
  action: { label: 'Back', href: '/blog' },
};

describe('ArticleList', () => {
  it('lists article cards with headings below the title and the more link', () => {
    render(
      <ArticleList
        title="Tips"
        articles={articles}
        empty={empty}
        moreAction={{ label: 'All', href: '/blog' }}
      />,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByText('No articles found')).toBeNull();
  });

  it('shows the empty state, and no more link, when there are no articles', () => {
    render(
      <ArticleList
        title="Results"
        articles={[]}
        empty={empty}
        moreAction={{ label: 'All', href: '/blog' }}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('link', { name: 'All' })).toBeNull();
  });
});
