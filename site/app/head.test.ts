import { describe, expect, it } from 'vitest';
import { renderHead } from './head';

const input = {
  lang: 'en_US' as const,
  origin: 'https://www.sellwise.example',
  path: '/blog/articleDetails/1/a.htm',
  localized: false,
  siteName: 'Sellwise',
  homeName: 'Sellwise',
  nonce: 'n',
};

describe('head', () => {
  it('an article page says og:type=article, its own picture (made absolute) and its date', () => {
    const html = renderHead({
      ...input,
      meta: {
        title: 'T',
        description: 'D',
        image: '/api/v1/blog/cover/1.svg',
        article: { publishedTime: '2026-07-06', author: 'Team "A"', section: 'Growth' },
      },
    });
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="https://www.sellwise.example/api/v1/blog/cover/1.svg">',
    );
    expect(html).toContain('<meta property="article:published_time" content="2026-07-06">');
    expect(html).toContain('<meta property="article:author" content="Team &#34;A&#34;">');
  });

  it('other pages keep the site picture and type; feeds become Atom alternates', () => {
    const html = renderHead({
      ...input,
      meta: { title: 'T', description: 'D', feeds: [{ href: '/blog/feed.xml?lang=th', title: 'Blog <th>' }] },
    });
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('content="https://www.sellwise.example/og-image.png"');
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Blog &#60;th&#62;" href="/blog/feed.xml?lang=th">',
    );
  });
});
