import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  layoutStoryParameters,
  sampleNav,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
import { guidance } from './language-switcher.guidance';

type Args = { variant: NonNullable<LanguageSwitcherProps['variant']> };

const meta = {
  title: 'Layouts/LanguageSwitcher',
  // For the props table; the stories render it with sample languages, so the args are only `variant`.
  component: LanguageSwitcher as ComponentType<Args>,
  parameters: { ...layoutStoryParameters, snapshot: { target: 'page' }, guidance },
  args: { variant: 'menu' },
  // Inside a header landmark, as on the site.
  render: ({ variant }, ctx) => (
    <header className="flex justify-end p-4">
      <LanguageSwitcher variant={variant} {...sampleNav(storyLang(ctx)).languages} />
    </header>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens the list; Escape closes it and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { languages } = sampleNav(storyLang({ globals }));
    const current = languages.items.find((item) => item.code === languages.current)!;
    const trigger = canvas.getByRole('button', { name: `${languages.label}: ${current.name}` });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Tiếng Việt' })).toHaveAttribute('lang', 'vi');
    await expect(canvas.getByRole('link', { name: current.name })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoNativeNames: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <header className="flex justify-end p-4">
      <LanguageSwitcher variant="list" {...sampleNav(storyLang(ctx)).languages} />
    </header>
  ),
};

export const DontTranslatedNames: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const languages = sampleNav(storyLang(ctx)).languages;
    // Each name in the page's language, as the browser's Intl data spells it.
    const names = new Intl.DisplayNames([storyTag(ctx)], { type: 'language' });
    return (
      <header className="flex justify-end p-4">
        <LanguageSwitcher
          variant="list"
          {...languages}
          items={languages.items.map((item) => ({
            ...item,
            name: names.of(item.tag ?? item.code) ?? item.name,
          }))}
        />
      </header>
    );
  },
};
