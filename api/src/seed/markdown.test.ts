import { describe, expect, test } from 'vitest';
import { plainText, renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  test('renders headings, lists, tables and bold', () => {
    const html = renderMarkdown('## Title\n\n1. **Open** it\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>Open</strong>');
    expect(html).toContain('<table>');
  });

  test('never lets raw HTML, scripts or script links through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<img|onerror=|href="javascript/i);
  });

  test('plain text has the words and no tags', () => {
    expect(plainText(renderMarkdown('## A &amp; B\n\nOne <two>'))).toBe('A & B One <two>');
  });
});
