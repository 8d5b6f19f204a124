import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingsFromHtml } from '../table-of-contents/headings';
import { SAMPLE_ARTICLE_TAGS, type SampleArticleLang, sampleArticleHtml } from '../test-fixtures';
import { ArticleBody } from './article-body';

const meta = {
  title: 'Content/ArticleBody/Features',
  component: ArticleBody,
  args: { html: sampleArticleHtml.en },
  decorators: [(Story) => <div className="mx-auto max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

const article = (lang: SampleArticleLang): Story => ({
  args: { html: headingsFromHtml(sampleArticleHtml[lang]).html, lang: SAMPLE_ARTICLE_TAGS[lang] },
});

/** Latin text: 1.75 line height, italics for emphasis. */
export const English: Story = {
  ...article('en'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every h2/h3 got an anchor id and clears a sticky header.
    const heading = canvas.getByRole('heading', { level: 2, name: 'Connect your stores' });
    await expect(heading).toHaveAttribute('id', 'connect-your-stores');
    await expect(getComputedStyle(heading).scrollMarginTop).not.toBe('0px');
    // The wide table scrolls inside its wrapper instead of widening the page.
    const wrapper = canvas.getByRole('table').parentElement!;
    await expect(getComputedStyle(wrapper).overflowX).toBe('auto');
  },
};

/** Thai: taller lines for stacked vowels and tone marks, no letter-spacing even in headings. */
export const Thai: Story = {
  ...article('th'),
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>('[data-slot=article-body]')!;
    const style = getComputedStyle(body);
    await expect(Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize)).toBeCloseTo(1.9, 1);
    const h2 = within(canvasElement).getAllByRole('heading', { level: 2 })[0]!;
    await expect(getComputedStyle(h2).letterSpacing).toMatch(/^(normal|0px)$/);
  },
};

/** Chinese: strict line breaking, emphasis by weight instead of faux italics. */
export const Chinese: Story = {
  ...article('zh'),
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const em = canvasElement.querySelector<HTMLElement>('em')!;
    await expect(getComputedStyle(em).fontStyle).toBe('normal');
    await expect(Number(getComputedStyle(em).fontWeight)).toBeGreaterThanOrEqual(600);
  },
};

/** 360 px: tables and code scroll sideways, long URLs wrap, images shrink. */
export const Phone: Story = {
  ...article('en'),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>('[data-slot=article-body]')!;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1);
  },
};

/** A search result: the matched words arrive wrapped in <mark>. */
export const SearchHighlight: Story = {
  args: {
    html: '<p>Turn on <mark>automatic sync</mark> so every store shows the same stock. <mark>Automatic sync</mark> runs after each order.</p>',
  },
};
