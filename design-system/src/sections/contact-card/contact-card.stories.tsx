import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactSample, langOf } from '../../../stories-support/sections-samples';
import { ContactCard } from './contact-card';
import { guidance } from './contact-card.guidance';

const meta = {
  title: 'Sections/ContactCard',
  component: ContactCard,
  parameters: { layout: 'fullscreen', guidance },
  args: contactSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof ContactCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <ContactCard {...contactSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoChannelsWithHours: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = contactSample(langOf(ctx));
    return <ContactCard {...props} channels={props.channels.slice(0, 2)} />;
  },
};

export const DontChannelsWithoutHours: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = contactSample(langOf(ctx));
    return (
      <ContactCard
        {...props}
        channels={props.channels.slice(0, 2).map((channel) => ({ ...channel, hours: undefined }))}
      />
    );
  },
};
