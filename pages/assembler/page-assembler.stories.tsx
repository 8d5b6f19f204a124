import { CtaBanner, Hero } from '@sellwise/design-system/sections';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText, withIntl } from '../stories-support/with-intl';
import { msg } from './messages';
import { PageAssembler } from './page-assembler';

// The hero's heading, the one the play reads back in the toolbar's language.
const HERO_TITLE = 'pages.home.cta.title';

const meta = {
  title: 'Pages/PageAssembler',
  component: PageAssembler,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  args: {
    components: { hero: Hero, ctaBanner: CtaBanner },
    sections: [
      {
        type: 'hero',
        id: 'hero',
        props: {
          title: msg(HERO_TITLE),
          text: msg('pages.home.cta.text'),
          primaryAction: { label: msg('pages.home.cta.action'), href: '#' },
        },
      },
      {
        type: 'ctaBanner',
        id: 'cta',
        props: {
          title: msg('pages.home.cta.title'),
          primaryAction: { label: msg('pages.home.cta.action'), href: '#' },
        },
      },
    ],
  },
} satisfies Meta<typeof PageAssembler<'hero' | 'ctaBanner'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      storyText({ globals })(HERO_TITLE),
    );
  },
};

export const Malay: Story = { globals: { locale: 'ms_MY' } };
