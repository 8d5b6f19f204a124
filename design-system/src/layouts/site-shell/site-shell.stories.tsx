import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  layoutStoryParameters,
  sampleFooter,
  sampleMarketingBody,
  sampleNav,
  sampleSkipLabels,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { sampleOrEdited } from '../../../stories-support/sample-text';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { SiteShell } from './site-shell';
import { guidance } from './site-shell.guidance';

const meta = {
  title: 'Layouts/SiteShell',
  component: SiteShell,
  parameters: { ...layoutStoryParameters, guidance },
  args: { children: null },
  render: (args, ctx) => {
    const lang = storyLang(ctx);
    return (
      <SiteShell
        {...args}
        {...sampleOrEdited({ lang: storyTag(ctx), labels: sampleSkipLabels(lang) }, args, ctx)}
        header={<Header {...sampleNav(lang)} />}
        footer={<Footer {...sampleFooter(lang)} />}
      >
        {sampleMarketingBody(lang)}
      </SiteShell>
    );
  },
} satisfies Meta<typeof SiteShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab once: the skip link appears first; Enter moves focus to <main>. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { skipToContent, skipLinks } = sampleSkipLabels(storyLang({ globals }));
    await userEvent.tab();
    const skip = within(canvas.getByRole('navigation', { name: skipLinks })).getByRole('link', {
      name: skipToContent,
    });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Playground: Story = { args: { labels: sampleSkipLabels('en_US'), mainId: 'main' } };

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoContentInMain: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const lang = storyLang(ctx);
    return (
      <SiteShell
        lang={storyTag(ctx)}
        labels={sampleSkipLabels(lang)}
        header={<Header {...sampleNav(lang)} />}
        footer={<Footer {...sampleFooter(lang)} compact />}
      >
        {sampleMarketingBody(lang)}
      </SiteShell>
    );
  },
};

export const DontContentInAfter: Story = {
  tags: ['guidance', '!autodocs'],
  // The failure shown is axe's `region` rule (content outside landmarks), so axe is off for this story.
  parameters: { snapshot: false, a11y: { disable: true } },
  render: (_args, ctx) => {
    const lang = storyLang(ctx);
    return (
      <SiteShell
        lang={storyTag(ctx)}
        labels={sampleSkipLabels(lang)}
        header={<Header {...sampleNav(lang)} />}
        footer={<Footer {...sampleFooter(lang)} compact />}
        after={sampleMarketingBody(lang)}
      >
        {null}
      </SiteShell>
    );
  },
};
