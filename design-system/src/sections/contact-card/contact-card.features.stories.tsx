import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactSample, langOf, sectionsCopy } from '../../../stories-support/sections-samples';
import { ContactCard } from './contact-card';

const meta = {
  title: 'Sections/ContactCard/Features',
  component: ContactCard,
  parameters: { layout: 'fullscreen' },
  args: { ...contactSample('en_US'), onCopy: fn() },
} satisfies Meta<typeof ContactCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllChannels: Story = {
  render: (args, ctx) => <ContactCard {...contactSample(langOf(ctx))} onCopy={args.onCopy} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
};

/** The copy button copies the handle and says so to screen readers. */
export const CopyHandle: Story = {
  render: AllChannels.render,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { labels } = sectionsCopy[langOf({ globals })].contact;
    await userEvent.click(canvas.getByRole('button', { name: `${labels.copy} LINE: @sellwise` }));
    await waitFor(() =>
      expect(args.onCopy).toHaveBeenCalledWith(expect.objectContaining({ handle: '@sellwise' })),
    );
    const line = canvasElement.querySelector('[data-channel="line"]') as HTMLElement;
    await expect(within(line).getByRole('status')).toHaveTextContent(`${labels.copied}: @sellwise`);
  },
};

/** Without the section band, e.g. in the help centre's sidebar. */
export const Bare: Story = {
  render: (args, ctx) => {
    const props = contactSample(langOf(ctx));
    return (
      <div className="max-w-xl p-6">
        <ContactCard
          {...props}
          channels={props.channels.filter((c) => c.channel === 'line' || c.channel === 'email')}
          text={undefined}
          bare
          headingLevel={3}
          onCopy={args.onCopy}
        />
      </div>
    );
  },
};

export const Thai: Story = { ...AllChannels, globals: { locale: 'th' } };
export const Chinese: Story = { ...AllChannels, globals: { locale: 'zh_CN' } };
export const Phone: Story = {
  ...AllChannels,
  globals: { locale: 'vi', viewport: { value: 'phone', isRotated: false } },
};
