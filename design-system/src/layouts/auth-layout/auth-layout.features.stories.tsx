import type { StoryObj } from '@storybook/react-vite';
import { PHONE_GLOBALS } from '../../../stories-support/layouts-samples';
import meta from './auth-layout.stories';

export default { ...meta, title: 'Layouts/AuthLayout/Features' };
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** m-login: no brand panel, the card fills the phone. */
export const Mobile: Story = { args: { device: 'mobile' }, globals: PHONE_GLOBALS };

/** m-thlogin: the Thai register page with its offer above the card. */
export const ThaiRegisterMobile: Story = {
  args: { device: 'mobile', withPromo: true },
  globals: { locale: 'th', ...PHONE_GLOBALS },
};

export const Thai: Story = { globals: { locale: 'th' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const Malay: Story = { globals: { locale: 'ms_MY' } };
