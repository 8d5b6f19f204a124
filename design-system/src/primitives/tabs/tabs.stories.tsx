import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { featureAreas, featureAreaText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'tab-0' },
  render: (args, ctx) => {
    const names = sample(featureAreas, ctx);
    const texts = sample(featureAreaText, ctx);
    return (
      <Tabs {...args}>
        <TabsList>
          {names.map((name, i) => (
            <TabsTrigger key={name} value={`tab-${i}`}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {texts.map((text, i) => (
          <TabsContent key={text} value={`tab-${i}`}>
            {text}
          </TabsContent>
        ))}
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Orders' }));
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Print labels/);
  },
};

export const Playground: Story = {
  args: { variant: 'pill', defaultValue: 'tab-1', orientation: 'horizontal', activationMode: 'automatic' },
};
