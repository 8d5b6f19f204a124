import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { contains, storyText, withIntl } from '../stories-support/with-intl';
import { FeedbackForm } from './feedback-form';

const feedback = fn(() => ok({ id: 7 }));

const meta = {
  title: 'Pages/Contact/FeedbackForm',
  component: FeedbackForm,
  decorators: [withIntl, withVisitorApi({ feedback })],
  render: (args) => (
    <main className="max-w-lg p-6">
      <FeedbackForm {...args} />
    </main>
  ),
  args: { pageUrl: () => 'https://www.sellwise.com/en_US/index.htm' },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Too short: the rule is shown and nothing is sent. */
export const TooShort: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    feedback.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: contains(t('pages.contact.feedback.content.label')) }),
      'Hi',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages.contact.feedback.submit') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(feedback).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = { globals: { locale: 'zh_CN' } };
