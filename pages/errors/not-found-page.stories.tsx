import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAGE_STORY_ARGS, storyPageProps, storyText, withIntl } from '../stories-support/with-intl';
import { NotFoundPage } from './not-found-page';

// The unknown address the page reports; the message shows it as typed, in every language.
const PATH = '/th/nope.htm';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen' },
  render: (_args, ctx) => (
    <main>
      <NotFoundPage {...storyPageProps(ctx, { params: { path: PATH } })} />
    </main>
  ),
  args: { ...PAGE_STORY_ARGS, params: { path: PATH } },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId('not-found-path')).toHaveTextContent(
      storyText({ globals })('pages.notFound.message', { path: PATH }),
    );
  },
};

export const Vietnamese: Story = { globals: { locale: 'vi' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
