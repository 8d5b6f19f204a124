import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectTranslatedChrome,
  isPhoneStory,
  layoutStoryParameters,
  pageText,
  sampleBrandPanel,
  sampleFooter,
  sampleLoginCard,
  sampleNav,
  samplePromo,
  sampleSkipLabels,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { AuthLayout } from './auth-layout';
import { guidance } from './auth-layout.guidance';

type Args = { device: 'desktop' | 'mobile'; withPromo: boolean };

const meta = {
  title: 'Layouts/AuthLayout',
  parameters: { ...layoutStoryParameters, snapshot: { target: 'page' }, guidance },
  args: { device: 'desktop', withPromo: false },
  argTypes: { device: { control: 'inline-radio', options: ['desktop', 'mobile'] } },
  render: ({ device, withPromo }, ctx) => {
    const lang = storyLang(ctx);
    const nav = sampleNav(lang, { mobile: device === 'mobile' });
    const footer = sampleFooter(lang);
    return (
      <AuthLayout
        lang={storyTag(ctx)}
        device={device}
        logo={nav.logo}
        homeHref={nav.homeHref}
        homeLabel={nav.homeLabel}
        languages={nav.languages}
        brandPanel={sampleBrandPanel(lang)}
        promo={withPromo ? samplePromo(lang) : undefined}
        legal={footer.legal}
        copyright={footer.copyright}
        labels={{ ...sampleSkipLabels(lang), ...footer.labels }}
      >
        {sampleLoginCard(lang)}
      </AuthLayout>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop log-in: brand panel beside the centred card (hidden on a phone, which shows the card alone). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const lang = storyLang({ globals });
    const text = pageText[lang];
    await expectTranslatedChrome(canvasElement, lang);
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: text.loginTitle }),
    );
    const brandTitle = canvas.getByText(text.loginBrandTitle);
    await (isPhoneStory({ globals })
      ? expect(brandTitle).not.toBeVisible()
      : expect(brandTitle).toBeVisible());
  },
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoBrandPanelOnly: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  args: { device: 'desktop', withPromo: false },
};

export const DontPromoBesideBrandPanel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  args: { device: 'desktop', withPromo: true },
};
