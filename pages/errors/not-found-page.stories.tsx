import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen' },
  render: (_args, ctx) => (
    <main>
      <NotFoundPage
        data={undefined}
        lang={storyLang(ctx.globals)}
        device="desktop"
        params={{ path: '/th/nope.htm' }}
        href={storyHref(storyLang(ctx.globals))}
      />
    </main>
  ),
  args: {
    data: undefined,
    lang: 'en_US',
    device: 'desktop',
    params: { path: '/th/nope.htm' },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('not-found-path')).toHaveTextContent(
      'Page Not Found: /th/nope.htm',
    );
  },
};

export const Vietnamese: Story = { globals: { locale: 'vi' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
