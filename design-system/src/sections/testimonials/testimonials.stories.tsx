import type { Meta, StoryObj } from '@storybook/react-vite';
import { sample } from '../../../stories-support/sample-text';
import { langOf, sectionsGuidanceText, testimonialsSample } from '../../../stories-support/sections-samples';
import { Testimonials } from './testimonials';
import { guidance } from './testimonials.guidance';

const meta = {
  title: 'Sections/Testimonials',
  component: Testimonials,
  parameters: { layout: 'fullscreen', guidance },
  args: testimonialsSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Testimonials {...testimonialsSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoNamedSeller: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = testimonialsSample(langOf(ctx));
    return <Testimonials {...props} items={props.items.slice(0, 1)} />;
  },
};

export const DontAnonymousQuote: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = testimonialsSample(langOf(ctx));
    const [first] = props.items;
    return (
      <Testimonials
        {...props}
        items={[{ quote: first!.quote, ...sample(sectionsGuidanceText.anonymous, ctx) }]}
      />
    );
  },
};
