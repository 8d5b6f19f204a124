import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidanceArticle } from '../../../stories-support/content-samples';
import { storyLocale } from '../../../stories-support/forms-samples';
import { sample } from '../../../stories-support/sample-text';
import { headingsFromHtml } from '../table-of-contents/headings';
import { SAMPLE_ARTICLE_TAGS, type SampleArticleLang, sampleArticleHtml } from '../test-fixtures';
import { ArticleBody } from './article-body';
import { guidance } from './article-body.guidance';

/** The story's toolbar language, narrowed to the three sample articles. */
const articleLang = (ctx: { globals?: Record<string, unknown> }): SampleArticleLang => {
  const locale = String(ctx.globals?.locale ?? '');
  return locale === 'th' ? 'th' : locale.startsWith('zh') ? 'zh' : 'en';
};

const meta = {
  title: 'Content/ArticleBody',
  component: ArticleBody,
  parameters: { guidance },
  args: { html: headingsFromHtml(sampleArticleHtml.en).html, lang: SAMPLE_ARTICLE_TAGS.en },
  decorators: [(Story) => <div className="mx-auto max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar (English, Thai or Chinese sample). */
export const Default: Story = {
  render: (_args, ctx) => {
    const lang = articleLang(ctx);
    return (
      <ArticleBody html={headingsFromHtml(sampleArticleHtml[lang]).html} lang={SAMPLE_ARTICLE_TAGS[lang]} />
    );
  },
};

export const Playground: Story = {};

/** The short sample article with its section titles as real headings or as bold paragraphs. */
function sectionsHtml(
  ctx: { globals?: Record<string, unknown> },
  heading: (text: string, level: 2 | 3) => string,
) {
  const t = sample(guidanceArticle, ctx);
  return [
    heading(t.headings.connect, 2),
    `<p>${t.connectBody}</p>`,
    heading(t.headings.match, 3),
    `<p>${t.matchBody}</p>`,
    heading(t.headings.rule, 3),
    `<p>${t.ruleBody}</p>`,
  ].join('\n');
}

export const DoRealHeadings: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <ArticleBody
      html={headingsFromHtml(sectionsHtml(ctx, (text, level) => `<h${level}>${text}</h${level}>`)).html}
      lang={storyLocale(ctx)}
    />
  ),
};

export const DontBoldParagraphs: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <ArticleBody
      html={sectionsHtml(ctx, (text) => `<p><strong>${text}</strong></p>`)}
      lang={storyLocale(ctx)}
    />
  ),
};
