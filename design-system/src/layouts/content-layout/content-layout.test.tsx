import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentLayout } from './content-layout';

describe('ContentLayout', () => {
  it('article: a narrow readable article', () => {
    render(<ContentLayout>Text</ContentLayout>);
    expect(screen.getByRole('article')).toHaveTextContent('Text');
    expect(screen.getByRole('article').parentElement).toHaveAttribute('data-variant', 'article');
  });

  it('help: a complementary sidebar beside the search and content', () => {
    render(
      <ContentLayout
        variant="help"
        sidebar={<nav aria-label="Categories" />}
        search={<search>Search</search>}
      >
        Answer
      </ContentLayout>,
    );
    expect(screen.getByRole('complementary')).toContainElement(
      screen.getByRole('navigation', { name: 'Categories' }),
    );
    expect(screen.getByText('Search')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('help without a sidebar: no empty complementary landmark, no empty sidebar column', () => {
    const { container } = render(<ContentLayout variant="help">Answer</ContentLayout>);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(container.querySelector('aside')).toBeNull();
    expect(container.firstElementChild?.className).not.toContain('grid-cols');
    expect(screen.getByText('Answer')).toBeInTheDocument();
  });

  it('blog: the topic select above the posts', () => {
    render(
      <ContentLayout variant="blog" topicSelect={<span>Topics</span>}>
        <p>Posts</p>
      </ContentLayout>,
    );
    const topics = screen.getByText('Topics');
    expect(topics.compareDocumentPosition(screen.getByText('Posts'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
