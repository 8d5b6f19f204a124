import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  layoutStoryParameters,
  sampleFooter,
  sampleMarketingBody,
  sampleNav,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { sampleOrEdited } from '../../../stories-support/sample-text';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { SiteShell } from './site-shell';

const meta = {
  title: 'Layouts/SiteShell',
  component: SiteShell,
  parameters: layoutStoryParameters,
  args: { children: null },
  render: (args, ctx) => {
    const lang = storyLang(ctx);
    return (
      <SiteShell
        {...args}
        {...sampleOrEdited({ lang: storyTag(ctx) }, args, ctx)}
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Playground: Story = { args: { labels: { skipToContent: 'Skip to content' }, mainId: 'main' } };
