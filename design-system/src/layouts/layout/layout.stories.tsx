import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  layoutStoryParameters,
  sampleLayoutSlots,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { Layout } from './layout';
import { LAYOUT_NAMES, resolveLayout } from './resolve-layout';

type Args = { name: string };

const meta = {
  title: 'Layouts/Layout',
  parameters: layoutStoryParameters,
  args: { name: 'default' },
  argTypes: { name: { control: 'select', options: LAYOUT_NAMES } },
  render: ({ name }, ctx) => {
    const { kind, device } = resolveLayout(name);
    return <Layout name={name} lang={storyTag(ctx)} {...sampleLayoutSlots(storyLang(ctx), kind, device)} />;
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `default`: header with the feature menu, the page, the footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** Pick any of the spec's 48 layout names. */
export const Playground: Story = {};
