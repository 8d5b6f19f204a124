import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { featureAreas, featureAreaText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type Ctx = { globals?: Record<string, unknown> };

/** The four feature areas as tabs; `disabledIndex` disables one of them. */
function AreaTabs({
  ctx,
  disabledIndex,
  ...props
}: React.ComponentProps<typeof Tabs> & { ctx: Ctx; disabledIndex?: number }) {
  const names = sample(featureAreas, ctx);
  const texts = sample(featureAreaText, ctx);
  return (
    <Tabs {...props}>
      <TabsList>
        {names.map((name, i) => (
          <TabsTrigger key={name} value={`tab-${i}`} disabled={i === disabledIndex}>
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
}

const meta = {
  title: 'Primitives/Tabs/Features',
  component: Tabs,
  args: { defaultValue: 'tab-0' },
  render: (args, ctx) => <AreaTabs {...args} ctx={{ globals: ctx.globals }} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = { args: { variant: 'underline' } };

export const Pill: Story = { args: { variant: 'pill', defaultValue: 'tab-1' } };

/** Arrow keys move between tabs and select them; Home/End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [products, orders, , marketing] = sample(featureAreas, { globals });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: products })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: orders })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: marketing })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: products })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  args: { defaultValue: 'tab-2' },
  render: (args, ctx) => <AreaTabs {...args} ctx={{ globals: ctx.globals }} disabledIndex={3} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [products, , inventory] = sample(featureAreas, { globals });
    await userEvent.click(canvas.getByRole('tab', { name: inventory }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: products })).toHaveFocus();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { variant: 'pill' },
};

/** On a phone the tab row scrolls sideways instead of wrapping. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'vi' },
  args: { defaultValue: 'tab-2' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThanOrEqual(list.clientWidth);
    await expect(getComputedStyle(list).overflowX).toBe('auto');
  },
};

/** More tabs than fit: the scroll bar is hidden, so the edge with tabs behind it fades out instead. */
export const Overflowing: Story = {
  globals: { locale: 'th' },
  decorators: [
    (Story) => (
      <div className="max-w-40">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list).toHaveAttribute('data-overflow', 'end');
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    list.scrollLeft = 0;
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
  },
};
