import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { skipLinkText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Primitives/VisuallyHidden/Features',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A skip link: hidden until a keyboard user tabs to it. */
export const FocusableSkipLink: Story = {
  render: (args, ctx) => (
    <div>
      <VisuallyHidden {...args} focusable asChild>
        <a href="#main" className="rounded-md bg-primary text-primary-foreground focus:px-4 focus:py-2">
          {sample(skipLinkText, ctx)}
        </a>
      </VisuallyHidden>
      <p id="main" className="mt-2">
        Main content
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

export const Thai: Story = {
  ...FocusableSkipLink,
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('ข้ามไปยังเนื้อหาหลัก');
  },
};
