import axe from 'axe-core';
import type { SearchSuggestionGroup } from '../primitives/search-input/search-input';

/**
 * Axe violations in `root` (jsdom has no layout, so colour contrast is left to the Storybook run).
 * Returns "rule: target" lines, so a failing expectation shows what broke.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Two groups of link-like options, as the site's search answers them. */
export const testGroups: SearchSuggestionGroup[] = [
  {
    label: 'Help articles',
    items: [
      { value: 'h1', label: 'Print shipping labels', description: 'Orders › Shipping', href: '/help/h1' },
      { value: 'h2', label: 'Printer settings', href: '/help/h2', badge: 'Video' },
    ],
  },
  {
    label: 'Blog posts',
    items: [{ value: 'b1', label: 'Print faster in 2026', href: '/blog/b1' }],
  },
];
