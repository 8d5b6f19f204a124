import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  layoutStoryParameters,
  layoutsGuidanceText,
  sampleNav,
  storyLang,
} from '../../../stories-support/layouts-samples';
import { Header } from './header';
import { guidance } from './header.guidance';

type Args = { loggedIn: boolean };

const meta = {
  title: 'Layouts/Header',
  parameters: { ...layoutStoryParameters, snapshot: { target: 'page' }, guidance },
  args: { loggedIn: false },
  render: ({ loggedIn }, ctx) => <Header {...sampleNav(storyLang(ctx), { loggedIn })} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab to the feature menu, Enter opens it, Tab into it, Escape closes and refocuses. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { features } = sampleNav(storyLang({ globals }));
    const trigger = canvas.getByRole('button', { name: features.label });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: (name) => name.startsWith(features.items[0]!.label) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoShortLinks: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <Header {...sampleNav(storyLang(ctx))} />,
};

export const DontSentenceLinks: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const lang = storyLang(ctx);
    const nav = sampleNav(lang);
    const sentences = layoutsGuidanceText[lang].sentenceLinks;
    return (
      <Header
        {...nav}
        links={(nav.links ?? []).map((link, i) => ({ ...link, label: sentences[i] ?? link.label }))}
      />
    );
  },
};
