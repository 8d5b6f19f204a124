import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactSample, langOf } from '../../../stories-support/sections-samples';
import { ContactCard } from './contact-card';

const meta = {
  title: 'Sections/ContactCard',
  component: ContactCard,
  parameters: { layout: 'fullscreen' },
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
