import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { withIntl } from '../stories-support/with-intl';
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
  play: async ({ canvasElement }) => {
    feedback.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /feedback/i }), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: /send/i }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(feedback).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = { globals: { locale: 'zh_CN' } };
