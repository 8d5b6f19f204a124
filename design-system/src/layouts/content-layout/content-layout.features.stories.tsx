import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_GLOBALS, pageText, storyLang } from '../../../stories-support/layouts-samples';
import meta from './content-layout.stories';

export default { ...meta, title: 'Layouts/ContentLayout/Features' };
type Story = StoryObj<typeof meta>;

export const Article: Story = {};

/** help: category sidebar, search and the answer. */
export const Help: Story = {
  args: { variant: 'help' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { helpCategoriesLabel } = pageText[storyLang({ globals })];
    await expect(canvas.getByRole('complementary')).toContainElement(
      canvas.getByRole('navigation', { name: helpCategoriesLabel }),
    );
    await expect(canvas.getByRole('search')).toBeInTheDocument();
  },
};

/** blog: the topic select above the posts. */
export const Blog: Story = { args: { variant: 'blog' } };

export const HelpPhone: Story = { args: { variant: 'help' }, globals: PHONE_GLOBALS };

export const ThaiArticle: Story = { globals: { locale: 'th' } };

export const ThaiHelp: Story = { args: { variant: 'help' }, globals: { locale: 'th' } };

export const ChineseBlog: Story = { args: { variant: 'blog' }, globals: { locale: 'zh_CN' } };

export const IndonesianHelp: Story = { args: { variant: 'help' }, globals: { locale: 'in' } };
