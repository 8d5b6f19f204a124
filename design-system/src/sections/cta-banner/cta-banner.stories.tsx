import type { Meta, StoryObj } from '@storybook/react-vite';
import { sample } from '../../../stories-support/sample-text';
import { ctaBannerSample, langOf, sectionsGuidanceText } from '../../../stories-support/sections-samples';
import { CtaBanner } from './cta-banner';
import { guidance } from './cta-banner.guidance';

const meta = {
  title: 'Sections/CtaBanner',
  component: CtaBanner,
  parameters: { layout: 'fullscreen', guidance },
  args: ctaBannerSample('en_US'),
  argTypes: {
    layout: { control: 'inline-radio', options: ['centred', 'split'] },
    tone: { control: 'select', options: ['default', 'surface', 'subtle', 'brand', 'inverse'] },
  },
} satisfies Meta<typeof CtaBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <CtaBanner {...ctaBannerSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoVerbFirstAction: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <CtaBanner {...ctaBannerSample(langOf(ctx))} secondaryAction={undefined} />,
};

export const DontVagueAction: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = ctaBannerSample(langOf(ctx));
    return (
      <CtaBanner
        {...props}
        primaryAction={{ ...props.primaryAction, label: sample(sectionsGuidanceText.vagueAction, ctx) }}
        secondaryAction={undefined}
      />
    );
  },
};
