import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidanceArticle, tocLabel } from '../../../stories-support/content-samples';
import { sample } from '../../../stories-support/sample-text';
import { sampleArticleHtml } from '../test-fixtures';
import { headingsFromHtml } from './headings';
import { TableOfContents } from './table-of-contents';
import { guidance } from './table-of-contents.guidance';

const labels = { en: tocLabel.en_US, th: tocLabel.th, zh: tocLabel.zh_CN };
const toc = (lang: 'en' | 'th' | 'zh') => ({
  items: headingsFromHtml(sampleArticleHtml[lang]).items,
  label: labels[lang],
});

const meta = {
  title: 'Content/TableOfContents',
  component: TableOfContents,
  parameters: { guidance },
  args: { ...toc('en'), activeId: 'match-your-skus' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (args, ctx) => {
    const locale = String(ctx.globals?.locale ?? '');
    const lang = locale === 'th' ? 'th' : locale.startsWith('zh') ? 'zh' : 'en';
    const { items, label } = toc(lang);
    return <TableOfContents items={items} label={label} activeId={items[2]?.id ?? args.activeId} />;
  },
};

export const Playground: Story = {};

type Headings = (typeof guidanceArticle)['en_US']['headings'];
const levels: Record<keyof Headings, 2 | 3> = { start: 2, connect: 2, match: 3, rule: 3, check: 2 };
const itemsOf = (headings: Headings) =>
  (Object.keys(levels) as (keyof Headings)[]).map((id) => ({ id, text: headings[id], level: levels[id] }));

export const DoShortEntries: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <TableOfContents
      items={itemsOf(sample(guidanceArticle, ctx).headings)}
      label={sample(tocLabel, ctx)}
      activeId="connect"
    />
  ),
};

export const DontSentenceEntries: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <TableOfContents
      items={itemsOf(sample(guidanceArticle, ctx).longHeadings)}
      label={sample(tocLabel, ctx)}
      activeId="connect"
    />
  ),
};
