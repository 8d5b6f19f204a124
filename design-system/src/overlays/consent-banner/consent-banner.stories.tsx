import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consentText } from '../../../stories-support/layouts-samples';
import { vagueConsentDescription } from '../../../stories-support/overlays-samples';
import { common, sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { Button } from '../../primitives/button/button';
import { ConsentBanner } from './consent-banner';
import { guidance } from './consent-banner.guidance';

const meta = {
  title: 'Overlays/ConsentBanner',
  component: ConsentBanner,
  parameters: { snapshot: { target: 'page' }, layout: 'fullscreen', guidance },
  args: { onChange: fn(), position: 'fixed' },
  // A page behind the banner: its main call to action must stay visible above it.
  render: (args, ctx) => (
    <>
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col items-start gap-4 p-6 outline-none">
        <h1 className="text-3xl font-bold">{sample(common.title, ctx)}</h1>
        <p className="max-w-2xl text-muted-foreground">{sample(common.paragraph, ctx)}</p>
        <Button variant="accent" size="lg">
          {sample(common.signUp, ctx)}
        </Button>
      </main>
      <ConsentBanner {...args} {...sampleOrEdited({ labels: sample(consentText, ctx) }, args, ctx)} />
    </>
  ),
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accept all reports every purpose on, hides the banner and puts focus back on the page. */
export const Default: Story = {
  parameters: { snapshot: false }, // the banner is gone once the play function accepts; Summary shows it
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = sample(consentText, { globals });
    await userEvent.click(canvas.getByRole('button', { name: t.acceptAll }));
    await expect(args.onChange).toHaveBeenCalledWith({ necessary: true, analytics: true, advertising: true });
    await expect(canvas.queryByRole('region', { name: t.region })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Playground: Story = {};

export const DoNamePurposes: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <ConsentBanner {...args} position="inline" labels={sample(consentText, ctx)} />,
};

export const DontVagueCookies: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <ConsentBanner
      {...args}
      position="inline"
      labels={{ ...sample(consentText, ctx), description: sample(vagueConsentDescription, ctx) }}
    />
  ),
};
