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
import { guidance } from './content-layout.guidance';

type Args = { variant: NonNullable<ContentLayoutProps['variant']> };

const meta = {
  title: 'Layouts/ContentLayout',
  component: ContentLayout,
  parameters: { ...layoutStoryParameters, guidance },
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

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoReadableColumn: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  args: { variant: 'article' },
};

export const DontFullWidthText: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <main>
      <article className="flex flex-col gap-4 px-6 py-10">{sampleLegalBody(storyLang(ctx))}</article>
    </main>
  ),
};
