import type { Meta, StoryObj } from '@storybook/react-vite';
import { common, sample } from '../../../stories-support/sample-text';
import { ActionLink, Section, SectionHeader } from './section';
import { guidance } from './section.guidance';

const meta = {
  title: 'Sections/Section',
  component: Section,
  parameters: { layout: 'fullscreen', guidance },
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

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoOnePrimaryAction: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <Section tone="subtle">
      <div className="flex flex-col items-center gap-6">
        <SectionHeader title={sample(common.title, ctx)} text={sample(common.paragraph, ctx)} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <ActionLink action={{ label: sample(common.signUp, ctx), href: '#signup' }} />
          <ActionLink action={{ label: sample(common.logIn, ctx), href: '#login' }} emphasis="secondary" />
        </div>
      </div>
    </Section>
  ),
};

export const DontTwoPrimaryActions: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <Section tone="subtle">
      <div className="flex flex-col items-center gap-6">
        <SectionHeader title={sample(common.title, ctx)} text={sample(common.paragraph, ctx)} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <ActionLink action={{ label: sample(common.signUp, ctx), href: '#signup' }} />
          <ActionLink action={{ label: sample(common.logIn, ctx), href: '#login' }} />
        </div>
      </div>
    </Section>
  ),
};
