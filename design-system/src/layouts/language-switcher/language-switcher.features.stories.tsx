import type { StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import meta from './language-switcher.stories';

export default { ...meta, title: 'Layouts/LanguageSwitcher/Features' };
type Story = StoryObj<typeof meta>;

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
};

export const Open: Story = { play: open };

/** Thai interface: the button shows ไทย; the names stay in their own scripts. */
export const ThaiOpen: Story = { globals: { locale: 'th' }, play: open };

export const ChineseOpen: Story = { globals: { locale: 'zh_CN' }, play: open };

/** The inline list used in the phone drawer. */
export const List: Story = { args: { variant: 'list' } };

export const ListPhone: Story = {
  args: { variant: 'list' },
  globals: { locale: 'ms_MY', viewport: { value: 'phone', isRotated: false } },
};
