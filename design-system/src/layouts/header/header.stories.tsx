import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { layoutStoryParameters, sampleNav, storyLang } from '../../../stories-support/layouts-samples';
import { Header } from './header';

type Args = { loggedIn: boolean };

const meta = {
  title: 'Layouts/Header',
  parameters: { ...layoutStoryParameters, snapshot: { target: 'page' } },
  args: { loggedIn: false },
  render: ({ loggedIn }, ctx) => <Header {...sampleNav(storyLang(ctx), { loggedIn })} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab to the feature menu, Enter opens it, Tab into it, Escape closes and refocuses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Features' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Product/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {};
