import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleArticleHtml } from '../test-fixtures';
import { headingsFromHtml } from './headings';
import { TableOfContents } from './table-of-contents';

const labels = { en: 'On this page', th: 'ในหน้านี้', zh: '本页内容' } as const;
const toc = (lang: 'en' | 'th' | 'zh') => ({
  items: headingsFromHtml(sampleArticleHtml[lang]).items,
  label: labels[lang],
});

const meta = {
  title: 'Content/TableOfContents',
  component: TableOfContents,
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
