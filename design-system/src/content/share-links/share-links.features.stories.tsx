import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CopyLinkButton } from './copy-link-button';
import { ShareLinks } from './share-links';

const url = 'https://www.example.com/help/articleDetails/88/connect-your-stores.htm';
const labels = { copy: 'Copy link', copied: 'Link copied', network: (name: string) => `Share on ${name}` };

const meta = {
  title: 'Content/ShareLinks/Features',
  component: ShareLinks,
  args: { url, title: 'Connect your stores', label: 'Share', labels },
} satisfies Meta<typeof ShareLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Do: plain links, each named for screen readers and opening a new tab safely; nothing loads from the networks. */
export const PlainLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('script, iframe')).toBeNull();
  },
};

/** Thailand and Indonesia share on LINE and WhatsApp first: pick and order the networks per market. */
export const ChosenNetworks: Story = {
  args: {
    networks: ['line', 'facebook', 'whatsapp'],
    label: 'แชร์',
    labels: { copy: 'คัดลอกลิงก์', copied: 'คัดลอกลิงก์แล้ว', network: (name) => `แชร์ไปที่ ${name}` },
  },
  globals: { locale: 'th' },
};

/** The label can stay for screen readers only when the layout already makes it clear. */
export const HiddenLabel: Story = { args: { hideLabel: true } };

/** The copy button alone, with its text; after a click it says "Link copied" and announces it. */
export const CopyButtonAlone: Story = {
  render: () => <CopyLinkButton url={url} labels={labels} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Link copied|^$/);
  },
  // The clipboard may be refused in the headless runner, so the copied state is not part of the picture.
  parameters: { snapshot: false },
};

/** Round icon variant, as used inside ShareLinks; the text is its name and tooltip. */
export const CopyButtonIcon: Story = {
  render: () => <CopyLinkButton url={url} labels={labels} variant="icon" />,
};
