import type { Meta, StoryObj } from '@storybook/react-vite';
import { common, sample } from '../../../stories-support/sample-text';
import { ActionLink, Section, SectionHeader, type SectionTone } from './section';

const meta = {
  title: 'Sections/Section/Features',
  component: Section,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones: SectionTone[] = ['default', 'surface', 'subtle', 'brand', 'inverse'];

/** Every tone with the header and both action emphases, so contrast is checked on each background. */
export const Tones: Story = {
  render: (_args, ctx) => (
    <>
      {tones.map((tone) => (
        <Section key={tone} tone={tone} spacing="sm" aria-label={tone}>
          <div className="flex flex-col items-center gap-5">
            <SectionHeader eyebrow={tone} title={sample(common.title, ctx)} tone={tone} size="lg" />
            <div className="flex gap-3">
              <ActionLink action={{ label: sample(common.signUp, ctx), href: '#signup' }} tone={tone} />
              <ActionLink
                action={{ label: sample(common.logIn, ctx), href: '#login' }}
                tone={tone}
                emphasis="secondary"
              />
              <ActionLink
                action={{ label: sample(common.logIn, ctx), href: '#login' }}
                tone={tone}
                emphasis="text"
              />
            </div>
          </div>
        </Section>
      ))}
    </>
  ),
};

export const StartAligned: Story = {
  render: (_args, ctx) => (
    <Section>
      <SectionHeader
        align="start"
        eyebrow="Sellwise"
        title={sample(common.title, ctx)}
        text={sample(common.paragraph, ctx)}
      />
    </Section>
  ),
};

export const Thai: Story = { ...StartAligned, globals: { locale: 'th' } };
export const Chinese: Story = { ...Tones, globals: { locale: 'zh_CN' } };
export const Phone: Story = { ...Tones, globals: { viewport: { value: 'phone', isRotated: false } } };
