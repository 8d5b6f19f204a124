import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastText } from '../../../stories-support/layouts-samples';
import { vagueToastText } from '../../../stories-support/overlays-samples';
import { type SampleLang, sample } from '../../../stories-support/sample-text';
import { Button } from '../../primitives/button/button';
import { Toaster, type ToasterProps } from './toast';
import { guidance } from './toast.guidance';
import { createToaster, type ToastOptions, type ToastVariant } from './toast-store';

type Args = Pick<ToasterProps, 'swipeDirection' | 'duration'> & {
  variants: ToastVariant[];
  withAction: boolean;
};

function toastsFor(
  t: (typeof toastText)[SampleLang],
  variant: ToastVariant,
  withAction: boolean,
): ToastOptions {
  const text = {
    success: { title: t.saved, description: t.savedBody },
    danger: { title: t.failed, description: t.failedBody },
    info: { title: t.info, description: t.infoBody },
  }[variant];
  return {
    ...text,
    variant,
    action: withAction ? { label: t.undo, altText: t.undoAlt, onClick: () => {} } : undefined,
  };
}

/** Its own queue per story, so toasts never leak between stories; `variants` are shown on mount. */
function Demo({ variants, withAction, t, ...props }: Args & { t: (typeof toastText)[SampleLang] }) {
  const [queue] = useState(createToaster);
  useEffect(() => {
    for (const variant of variants)
      queue.show({ ...toastsFor(t, variant, withAction), duration: Number.POSITIVE_INFINITY });
  }, [queue, variants, withAction, t]);
  return (
    <>
      <Button onClick={() => queue.show(toastsFor(t, 'success', withAction))}>{t.saved}</Button>
      <Toaster queue={queue} {...props} />
    </>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: Toaster,
  parameters: { snapshot: { target: 'page' }, guidance },
  args: { variants: [], withAction: false, swipeDirection: 'right', duration: 5000 },
  argTypes: { swipeDirection: { control: 'inline-radio', options: ['right', 'left', 'up', 'down'] } },
  render: (args, ctx) => <Demo {...args} t={sample(toastText, ctx)} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A button that shows a toast; closing it with its × button removes it. */
export const Default: Story = {
  // No image: the play ends on the trigger alone (the toasts' images are the feature stories'), and the
  // capture after a portal's close raced the toast's removal on a busy machine (an open toast, 1 run in 3).
  parameters: { snapshot: false },
  // A minute, not 5 s: on a loaded CI machine the toast auto-closed before the play could find it.
  args: { duration: 60_000 },
  play: async ({ canvasElement, globals }) => {
    const t = sample(toastText, { globals });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.saved }));
    const region = await page.findByRole('region', { name: /Notifications/ });
    await expect(await within(region).findByText(t.savedBody)).toBeVisible();
    await userEvent.click(await within(region).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).queryByText(t.savedBody)).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { variants: ['success', 'info'], withAction: true } };

/** One toast shown until closed, for the do/don't pair. */
function ShownToast(props: Pick<ToastOptions, 'title' | 'description' | 'variant'>) {
  const [queue] = useState(createToaster);
  const { title, description, variant } = props;
  useEffect(() => {
    const id = queue.show({ title, description, variant, duration: Number.POSITIVE_INFINITY });
    return () => queue.dismiss(id);
  }, [queue, title, description, variant]);
  return <Toaster queue={queue} />;
}

export const DoSayWhatHappened: Story = {
  tags: ['guidance', '!autodocs'],
  // Its own frame on the docs page: an open modal or a fixed overlay inline would cover the docs.
  parameters: { snapshot: false, docs: { story: { inline: false, height: '420px' } } },
  render: (_args, ctx) => {
    const t = sample(toastText, ctx);
    return <ShownToast variant="success" title={t.saved} description={t.savedBody} />;
  },
};

export const DontShowErrorCode: Story = {
  tags: ['guidance', '!autodocs'],
  // Its own frame on the docs page: an open modal or a fixed overlay inline would cover the docs.
  parameters: { snapshot: false, docs: { story: { inline: false, height: '420px' } } },
  render: (_args, ctx) => <ShownToast variant="danger" {...sample(vagueToastText, ctx)} />,
};
