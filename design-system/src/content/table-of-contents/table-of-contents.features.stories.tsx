import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ArticleBody } from '../article-body/article-body';
import { sampleArticleHtml } from '../test-fixtures';
import { headingsFromHtml } from './headings';
import { TableOfContents } from './table-of-contents';

const en = headingsFromHtml(sampleArticleHtml.en);

const meta = {
  title: 'Content/TableOfContents/Features',
  component: TableOfContents,
  args: { items: en.items, label: 'On this page' },
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the article in a sticky column; the scroll spy marks the section being read. */
export const WithArticle: Story = {
  render: (args) => (
    <div className="grid gap-8 desktop:grid-cols-[14rem_1fr]">
      <TableOfContents {...args} className="desktop:sticky desktop:top-4 desktop:self-start" />
      <ArticleBody html={en.html} lang="en-US" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    const link = within(nav).getByRole('link', { name: 'Choose a sync rule' });
    await expect(link).toHaveAttribute('href', '#choose-a-sync-rule');
    await expect(canvasElement.querySelector('#choose-a-sync-rule')).not.toBeNull();
  },
};

/** Controlled: the page says which section is current. */
export const Controlled: Story = { args: { activeId: 'check-the-result' } };

/** Phones: folded into a disclosure whose summary is the label. */
export const PhoneFolded: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('summary')!;
    await expect(summary).toBeVisible();
    await userEvent.click(summary);
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
    const details = within(canvasElement.querySelector('details')!);
    await expect(details.getByRole('link', { name: 'Before you start' })).toBeVisible();
  },
};

export const Thai: Story = {
  args: { items: headingsFromHtml(sampleArticleHtml.th).items, label: 'ในหน้านี้' },
  globals: { locale: 'th' },
};
export const Chinese: Story = {
  args: { items: headingsFromHtml(sampleArticleHtml.zh).items, label: '本页内容', activeId: '匹配-sku' },
  globals: { locale: 'zh_CN' },
};
