import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from '@sellwise/design-system/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { startsWith, storyText, withIntl } from '../../stories-support/with-intl';
import { useFormTranslate } from '../../visitor/form-translate';
import { MarketplaceChoice } from './marketplace-choice';
import { registerNextSchema } from './register-next-schema';

function Harness() {
  const form = useForm({
    resolver: zodResolver(z.object({ marketplaces: registerNextSchema.shape.marketplaces })),
    defaultValues: { marketplaces: ['shopee' as const] },
  });
  return (
    <Form form={form} onSubmit={() => {}} translate={useFormTranslate()} className="max-w-md p-6">
      <MarketplaceChoice />
    </Form>
  );
}

const meta = {
  title: 'Pages/Register Next/Marketplace Choice',
  component: MarketplaceChoice,
  decorators: [withIntl],
  render: () => <Harness />,
} satisfies Meta<typeof MarketplaceChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several marketplaces can be ticked; the group is named by its question. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const question = storyText({ globals })('pages.register.next.marketplaces.label');
    const group = canvas.getByRole('group', { name: startsWith(question) });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'TikTok Shop' }));
    await expect(within(group).getByRole('checkbox', { name: 'Shopee' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'TikTok Shop' })).toBeChecked();
  },
};

export const Thai: Story = { globals: { locale: 'th' } };
