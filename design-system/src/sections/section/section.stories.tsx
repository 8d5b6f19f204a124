import type { Meta, StoryObj } from '@storybook/react-vite';
import { common, sample } from '../../../stories-support/sample-text';
import { ActionLink, Section, SectionHeader } from './section';

const meta = {
  title: 'Sections/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => (
    <Section {...args}>
      <div className="flex flex-col items-center gap-6">
        <SectionHeader
          eyebrow="Sellwise"
          title={sample(common.title, ctx)}
          text={sample(common.paragraph, ctx)}
          tone={args.tone ?? 'default'}
        />
        <ActionLink
          action={{ label: sample(common.signUp, ctx), href: '#signup' }}
          tone={args.tone ?? 'default'}
        />
      </div>
    </Section>
  ),
};

export const Playground: Story = {
  args: { tone: 'subtle', spacing: 'md', width: 'lg' },
  render: Default.render,
};
