import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  layoutStoryParameters,
  layoutsGuidanceText,
  sampleFooter,
  storyLang,
} from '../../../stories-support/layouts-samples';
import { Footer } from './footer';
import { guidance } from './footer.guidance';

type Args = { compact: boolean };

const meta = {
  title: 'Layouts/Footer',
  parameters: { ...layoutStoryParameters, guidance },
  args: { compact: false },
  render: ({ compact }, ctx) => <Footer {...sampleFooter(storyLang(ctx))} compact={compact} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const lang = storyLang({ globals });
    const { labels, legal, appQr } = sampleFooter(lang);
    await expect(canvas.getByRole('navigation', { name: labels!.legal })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: legal[0]!.label })).toHaveAttribute(
      'href',
      `/${lang}/privacyPolicy.htm`,
    );
    await expect(canvas.getByRole('img', { name: appQr!.alt })).toBeVisible();
  },
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoNamedColumns: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <Footer {...sampleFooter(storyLang(ctx))} />,
};

export const DontVagueColumns: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const lang = storyLang(ctx);
    const footer = sampleFooter(lang);
    const vague = layoutsGuidanceText[lang].vagueColumns;
    return (
      <Footer
        {...footer}
        columns={footer.columns.map((column, i) => ({ ...column, title: vague[i] ?? column.title }))}
      />
    );
  },
};
