import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  layoutStoryParameters,
  sampleBlogPosts,
  sampleBlogTopics,
  sampleHelpArticle,
  sampleHelpSearch,
  sampleHelpSidebar,
  sampleLegalBody,
  storyLang,
} from '../../../stories-support/layouts-samples';
import { ContentLayout, type ContentLayoutProps } from './content-layout';

type Args = { variant: NonNullable<ContentLayoutProps['variant']> };

const meta = {
  title: 'Layouts/ContentLayout',
  component: ContentLayout,
  parameters: layoutStoryParameters,
  args: { variant: 'article' },
  // Inside <main>, as the Layout component places it.
  render: ({ variant }, ctx) => {
    const lang = storyLang(ctx);
    return (
      <main>
        <ContentLayout
          variant={variant}
          sidebar={sampleHelpSidebar(lang)}
          search={sampleHelpSearch(lang)}
          topicSelect={sampleBlogTopics(lang)}
        >
          {variant === 'help'
            ? sampleHelpArticle(lang)
            : variant === 'blog'
              ? sampleBlogPosts(lang)
              : sampleLegalBody(lang)}
        </ContentLayout>
      </main>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** staticpage: a narrow readable article (privacy policy, terms). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeInTheDocument();
  },
};

export const Playground: Story = {};
