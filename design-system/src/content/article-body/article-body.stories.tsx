import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingsFromHtml } from '../table-of-contents/headings';
import { SAMPLE_ARTICLE_TAGS, type SampleArticleLang, sampleArticleHtml } from '../test-fixtures';
import { ArticleBody } from './article-body';

/** The story's toolbar language, narrowed to the three sample articles. */
const articleLang = (ctx: { globals?: Record<string, unknown> }): SampleArticleLang => {
  const locale = String(ctx.globals?.locale ?? '');
  return locale === 'th' ? 'th' : locale.startsWith('zh') ? 'zh' : 'en';
};

const meta = {
  title: 'Content/ArticleBody',
  component: ArticleBody,
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
