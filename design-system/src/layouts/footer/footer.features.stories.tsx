import type { StoryObj } from '@storybook/react-vite';
import { PHONE_GLOBALS } from '../../../stories-support/layouts-samples';
import meta from './footer.stories';

export default { ...meta, title: 'Layouts/Footer/Features' };
type Story = StoryObj<typeof meta>;

/** Landing, log-in and phone pages: copyright, legal and social links only. */
export const Compact: Story = { args: { compact: true } };

export const Phone: Story = { globals: PHONE_GLOBALS };

export const Thai: Story = { globals: { locale: 'th' } };

export const ThaiPhone: Story = { globals: { locale: 'th', ...PHONE_GLOBALS } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const Vietnamese: Story = { globals: { locale: 'vi' } };
