import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleNav, storyLang } from '../../../stories-support/layouts-samples';
import { searchDialogText } from '../../../stories-support/navigation-samples';
import { sample } from '../../../stories-support/sample-text';
import { SearchTrigger } from '../../navigation/search-dialog/search-trigger';
import { PhoneHeader } from './phone-header';
import meta from './phone-header.stories';

export default { ...meta, title: 'Layouts/PhoneHeader/Features' };
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

// The drawer's code loads on demand: an open-drawer story is ready once the dialog is there and its
// opening transition has ended (otherwise its image races the load).
const drawerShown: Story['play'] = async ({ canvasElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished));
};

/** The drawer: feature areas, links, the six languages and log-in/register. */
export const DrawerOpen: Story = { args: { defaultOpen: true }, play: drawerShown };

/** The × button closes the drawer and returns focus to the menu button. */
export const DrawerCloseButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    const { labels } = sampleNav(storyLang({ globals }), { mobile: true });
    const button = within(canvasElement).getByRole('button', { name: labels!.openMenu });
    await userEvent.click(button);
    const close = await page.findByRole('button', { name: labels!.closeMenu });
    await waitFor(() => expect(getComputedStyle(close).pointerEvents).not.toBe('none'));
    await userEvent.click(close);
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const LoggedInDrawer: Story = { args: { defaultOpen: true, loggedIn: true }, play: drawerShown };

export const Thai: Story = { globals: { locale: 'th' } };

export const ThaiDrawerOpen: Story = {
  globals: { locale: 'th' },
  args: { defaultOpen: true },
  play: drawerShown,
};

export const ChineseDrawerOpen: Story = {
  globals: { locale: 'zh_CN' },
  args: { defaultOpen: true },
  play: drawerShown,
};

export const VietnameseDrawerOpen: Story = {
  globals: { locale: 'vi' },
  args: { defaultOpen: true },
  play: drawerShown,
};

/** The search slot: an icon button just before the menu button. */
export const WithSearch: Story = {
  render: ({ loggedIn }, ctx) => (
    <PhoneHeader
      {...sampleNav(storyLang(ctx), { loggedIn, mobile: true })}
      search={<SearchTrigger label={sample(searchDialogText, ctx).search} onOpen={() => {}} />}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const { search: name } = sample(searchDialogText, { globals });
    const search = within(canvasElement).getByRole('button', { name });
    await expect(search.nextElementSibling).toHaveAttribute('data-slot', 'phone-header-menu-button');
  },
};
