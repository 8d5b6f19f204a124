import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '../../../stories-support/sample-text';
import { heroSample, heroVideo, langOf, sectionsCopy } from '../../../stories-support/sections-samples';
import { Button } from '../../primitives/button/button';
import { Heading } from '../../primitives/heading/heading';
import { Hero } from './hero';

const meta = {
  title: 'Sections/Hero/Features',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: heroSample('en_US'),
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Split: Story = {
  render: (_args, ctx) => <Hero {...heroSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // The hero image is the LCP candidate: it must not be lazy.
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Centred: Story = {
  render: (_args, ctx) => <Hero {...heroSample(langOf(ctx))} variant="centred" bullets={undefined} />,
};

function SignUpForm({ title, cta }: { title: string; cta: string }) {
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <Heading level={2} size="md">
        {title}
      </Heading>
      <label className="flex flex-col gap-1.5 font-medium">
        E-mail
        <input
          type="email"
          autoComplete="email"
          className="h-11 rounded-md border border-input bg-background px-3 font-normal"
        />
      </label>
      <Button type="submit" size="lg" fullWidth>
        {cta}
      </Button>
    </form>
  );
}

export const Landing: Story = {
  render: (_args, ctx) => {
    const lang = langOf(ctx);
    const c = sectionsCopy[lang].hero;
    return (
      <Hero
        {...heroSample(lang)}
        variant="landing"
        eyebrow="Shopee"
        title={c.landingTitle}
        text={c.landingText}
        primaryAction={undefined}
        secondaryAction={undefined}
        formSlot={<SignUpForm title={c.formTitle} cta={common.signUp[lang]} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  },
};

/** Nothing of the player loads until the visitor presses play. */
export const WithVideo: Story = {
  // Forget requests of stories rendered earlier in this page, so the check is this story's.
  loaders: [
    async () => {
      performance.clearResourceTimings();
      return {};
    },
  ],
  render: (_args, ctx) => (
    <Hero {...heroSample(langOf(ctx))} image={undefined} video={heroVideo(langOf(ctx))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('youtube')),
    ).toBe(false);
    await expect(within(canvasElement).getByRole('button', { name: /Play video/ })).toBeVisible();
  },
};

export const Subtle: Story = {
  render: (_args, ctx) => <Hero {...heroSample(langOf(ctx))} tone="subtle" />,
};

export const Thai: Story = { ...Split, globals: { locale: 'th' } };
export const Chinese: Story = { ...Split, globals: { locale: 'zh_CN' } };
export const Phone: Story = { ...Split, globals: { viewport: { value: 'phone', isRotated: false } } };
export const LandingPhone: Story = {
  ...Landing,
  globals: { locale: 'vi', viewport: { value: 'phone', isRotated: false } },
};
