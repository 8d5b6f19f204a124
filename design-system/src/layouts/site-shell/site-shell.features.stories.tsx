import type { StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import {
  PHONE_GLOBALS,
  sampleFooter,
  sampleMarketingBody,
  sampleNav,
  sampleSkipLabels,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { Footer } from '../footer/footer';
import { PhoneHeader } from '../phone-header/phone-header';
import { SiteShell } from './site-shell';
import meta from './site-shell.stories';

export default { ...meta, title: 'Layouts/SiteShell/Features' };
type Story = StoryObj<typeof meta>;

/** The skip link as a keyboard user sees it after the first Tab. */
export const SkipLinkFocused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const Thai: Story = { globals: { locale: 'th' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const Indonesian: Story = { globals: { locale: 'in' } };

export const Phone: Story = {
  globals: PHONE_GLOBALS,
  render: (args, ctx) => {
    const lang = storyLang(ctx);
    return (
      <SiteShell
        {...args}
        lang={storyTag(ctx)}
        labels={sampleSkipLabels(lang)}
        header={<PhoneHeader {...sampleNav(lang, { mobile: true })} />}
        footer={<Footer {...sampleFooter(lang)} />}
      >
        {sampleMarketingBody(lang)}
      </SiteShell>
    );
  },
};
