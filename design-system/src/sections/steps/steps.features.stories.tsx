import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { langOf, stepsSample } from '../../../stories-support/sections-samples';
import { Steps } from './steps';

const meta = {
  title: 'Sections/Steps/Features',
  component: Steps,
  parameters: { layout: 'fullscreen' },
  args: stepsSample('en_US'),
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSteps: Story = {
  render: (_args, ctx) => <Steps {...stepsSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('register'),
    );
  },
};

export const WithoutAction: Story = {
  render: (_args, ctx) => <Steps {...stepsSample(langOf(ctx))} action={undefined} tone="subtle" />,
};

export const Thai: Story = { ...ThreeSteps, globals: { locale: 'th' } };
export const Chinese: Story = { ...ThreeSteps, globals: { locale: 'zh_CN' } };
/** Phones show the steps as a vertical timeline. */
export const Phone: Story = { ...ThreeSteps, globals: { viewport: { value: 'phone', isRotated: false } } };
