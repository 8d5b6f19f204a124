import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { layoutStoryParameters, sampleNav, storyLang } from '../../../stories-support/layouts-samples';
import { searchDialogText } from '../../../stories-support/navigation-samples';
import { sample } from '../../../stories-support/sample-text';
import { SearchTrigger } from '../../navigation/search-dialog/search-trigger';
import { Header } from './header';
import meta from './header.stories';

export default { ...meta, title: 'Layouts/Header/Features' };
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

/** The account name and a dashboard link replace log-in and register. */
export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { auth } = sampleNav(storyLang({ globals }), { loggedIn: true });
    const dashboard = auth.account!.dashboard.label;
    await expect(canvas.getByRole('link', { name: dashboard })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('link', { name: auth.logIn.label })).not.toBeInTheDocument();
  },
};

/** The feature-area menu open: six areas, each with icon and description. */
export const FeatureMenuOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { features } = sampleNav(storyLang({ globals }));
    await userEvent.click(canvas.getByRole('button', { name: features.label }));
    const panel = canvasElement.querySelector('[data-slot="feature-menu-panel"]') as HTMLElement;
    await expect(within(panel).getAllByRole('link')).toHaveLength(6);
  },
};

/** The language menu: Enter opens it, each language named in its own script. */
export const LanguageMenuOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { languages } = sampleNav(storyLang({ globals }));
    const current = languages.items.find((item) => item.code === languages.current);
    const trigger = canvas.getByRole('button', { name: `${languages.label}: ${current!.name}` });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    await expect(canvas.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh_CN/index.htm');
  },
};

export const Thai: Story = { globals: { locale: 'th' } };

export const ThaiMenuOpen: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ฟีเจอร์' }));
  },
};

export const Chinese: Story = { globals: { locale: 'zh_CN' }, args: { loggedIn: true } };

export const Vietnamese: Story = { globals: { locale: 'vi' } };

export const Malay: Story = { globals: { locale: 'ms_MY' } };

/** The search slot (here the navigation SearchTrigger) sits before the language switcher. */
export const WithSearch: Story = {
  parameters: { ...layoutStoryParameters, snapshot: { target: 'page' } },
  render: ({ loggedIn }, ctx) => (
    <Header
      {...sampleNav(storyLang(ctx), { loggedIn })}
      search={
        <SearchTrigger label={sample(searchDialogText, ctx).search} shortcutHint="/" onOpen={() => {}} />
      }
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const { search: name } = sample(searchDialogText, { globals });
    const search = within(canvasElement).getByRole('button', { name });
    await expect(search.nextElementSibling).toHaveAttribute('data-slot', 'language-switcher');
  },
};
