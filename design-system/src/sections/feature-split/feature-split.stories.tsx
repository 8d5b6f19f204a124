import type { Meta, StoryObj } from '@storybook/react-vite';
import { common, sample } from '../../../stories-support/sample-text';
import { featureSplitSample, langOf } from '../../../stories-support/sections-samples';
import { FeatureSplit } from './feature-split';
import { guidance } from './feature-split.guidance';

const meta = {
  title: 'Sections/FeatureSplit',
  component: FeatureSplit,
  parameters: { layout: 'fullscreen', guidance },
  args: featureSplitSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof FeatureSplit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <FeatureSplit {...featureSplitSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoOneMessagePerRow: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = featureSplitSample(langOf(ctx));
    return <FeatureSplit {...props} rows={props.rows.slice(0, 1)} />;
  },
};

export const DontEverythingInOneRow: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = featureSplitSample(langOf(ctx));
    const [first] = props.rows;
    return (
      <FeatureSplit
        {...props}
        rows={[
          {
            ...first!,
            eyebrow: undefined,
            title: sample(common.title, ctx),
            bullets: props.rows.flatMap((row) => row.bullets ?? []),
          },
        ]}
      />
    );
  },
};
