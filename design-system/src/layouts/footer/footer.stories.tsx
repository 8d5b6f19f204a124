import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutStoryParameters, sampleFooter, storyLang } from '../../../stories-support/layouts-samples';
import { Footer } from './footer';

type Args = { compact: boolean };

const meta = {
  title: 'Layouts/Footer',
  parameters: layoutStoryParameters,
  args: { compact: false },
  render: ({ compact }, ctx) => <Footer {...sampleFooter(storyLang(ctx))} compact={compact} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en_US/privacyPolicy.htm',
    );
    await expect(canvas.getByRole('img', { name: 'QR code to download the Sellwise app' })).toBeVisible();
  },
};

export const Playground: Story = {};
