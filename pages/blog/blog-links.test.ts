import { describe, expect, it } from 'vitest';
import {
  BLOG_SEARCH_MAX,
  blogHrefBuilder,
  blogSearchText,
  blogSourceOf,
  carryBlogSource,
  parseBlogId,
  parsePageNumber,
} from './blog-links';

describe('rule 3: blog links keep the visitor’s source', () => {
  it('adds a non-default source to blog addresses that name none', () => {
    expect(carryBlogSource('/blog/search.htm?content=x', 'app')).toBe(
      '/blog/search.htm?content=x&source=app',
    );
    expect(carryBlogSource('/blog/articleDetails/1/a.htm#part', 'app')).toBe(
      '/blog/articleDetails/1/a.htm?source=app#part',
    );
  });

  it('leaves addresses with their own source, other pages and the default alone', () => {
    expect(carryBlogSource('/blog/search.htm?source=pc', 'app')).toBe('/blog/search.htm?source=pc');
    expect(carryBlogSource('/th/index.htm', 'app')).toBe('/th/index.htm');
    expect(carryBlogSource('/blog/index.htm', 'pc')).toBe('/blog/index.htm');
    expect(carryBlogSource('/blog/index.htm', undefined)).toBe('/blog/index.htm');
  });

  it('reads the source of a request, the default when absent or unusable', () => {
    expect(blogSourceOf(new URLSearchParams('source=app'))).toBe('app');
    expect(blogSourceOf(new URLSearchParams(''))).toBe('pc');
    expect(blogSourceOf(new URLSearchParams(`source=${'x'.repeat(40)}`))).toBe('pc');
  });

  it('the blog link builder applies it through the page’s own builder', () => {
    const seen: string[] = [];
    const link = blogHrefBuilder((path) => {
      seen.push(path);
      return path;
    }, 'app');
    expect(link('/blog/index.htm', { page: '2' })).toBe('/blog/index.htm?page=2&source=app');
    expect(link('leftCat/start')).toBe('leftCat/start');
    expect(seen).toEqual(['/blog/index.htm?page=2&source=app', 'leftCat/start']);
  });
});

describe('blog input', () => {
  it('ids are positive numbers of at most nine digits', () => {
    expect(parseBlogId('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '1e3', '01', '1234567890', '', undefined]) {
      expect(parseBlogId(bad), String(bad)).toBeUndefined();
    }
  });

  it('?page is 1…1000, anything else page 1', () => {
    expect(parsePageNumber(new URLSearchParams('page=3'))).toBe(3);
    expect(parsePageNumber(new URLSearchParams('page=0'))).toBe(1);
    expect(parsePageNumber(new URLSearchParams('page=x'))).toBe(1);
    expect(parsePageNumber(new URLSearchParams('page=99999'))).toBe(1);
    expect(parsePageNumber(new URLSearchParams('page=5000'))).toBe(1000);
  });

  it('a search text is trimmed and cut to the API maximum, never splitting a character', () => {
    expect(BLOG_SEARCH_MAX).toBe(100);
    expect(blogSearchText('  stock  ')).toEqual({ text: 'stock', truncated: false });
    const thai = blogSearchText('ก'.repeat(1000));
    expect(thai).toEqual({ text: 'ก'.repeat(100), truncated: true });
    const emoji = blogSearchText(`${'a'.repeat(99)}😀😀`);
    expect(emoji.text).toBe('a'.repeat(99));
    expect(emoji.text.length).toBeLessThanOrEqual(BLOG_SEARCH_MAX);
  });
});
