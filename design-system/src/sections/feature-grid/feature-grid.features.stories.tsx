import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { featureGridSample, langOf } from '../../../stories-support/sections-samples';
import { FeatureGrid } from './feature-grid';

const meta = {
  title: 'Sections/FeatureGrid/Features',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: featureGridSample('en_US'),
} satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  render: (_args, ctx) => <FeatureGrid {...featureGridSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const TwoColumns: Story = {
  render: (_args, ctx) => {
    const props = featureGridSample(langOf(ctx));
    return <FeatureGrid {...props} items={props.items.slice(0, 4)} columns={2} tone="surface" />;
  },
};

export const FourColumnsPlain: Story = {
  render: (_args, ctx) => {
    const props = featureGridSample(langOf(ctx));
    return (
      <FeatureGrid
        {...props}
        eyebrow={undefined}
        items={props.items.slice(0, 4).map(({ link: _link, ...item }) => item)}
        columns={4}
        variant="plain"
      />
    );
  },
};

/** Without a section title the item titles become the h2s. */
export const WithoutTitle: Story = {
  render: (_args, ctx) => {
    const props = featureGridSample(langOf(ctx));
    return <FeatureGrid items={props.items.slice(0, 3)} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Thai: Story = { ...ThreeColumns, globals: { locale: 'th' } };
export const Chinese: Story = { ...ThreeColumns, globals: { locale: 'zh_CN' } };
export const Phone: Story = { ...ThreeColumns, globals: { viewport: { value: 'phone', isRotated: false } } };
