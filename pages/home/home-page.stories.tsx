import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  PAGE_STORY_ARGS,
  storyLinks,
  storyPageProps,
  storyText,
  withIntl,
} from '../stories-support/with-intl';
import { HomePage } from './home-page';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [withIntl],
  parameters: {
    snapshot: { e2e: 'home' },
    layout: 'fullscreen',
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  render: (_args, ctx) => <HomePage {...storyPageProps(ctx)} />,
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('pages.home.firstBanner.title'),
    );
    const signUp = canvas.getAllByRole('link', { name: t('pages.home.firstBanner.primaryAction') })[0];
    await expect(signUp).toHaveAttribute('href', storyLinks({ globals })('register.htm', { source: 'home' }));
  },
};

export const Thai: Story = { globals: { locale: 'th' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
