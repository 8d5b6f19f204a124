import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../design-system/docs/**/*.mdx',
    '../design-system/src/**/*.stories.@(ts|tsx)',
    '../pages/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Page stories reference the site's public files (illustrations) by their site URLs.
  staticDirs: ['../site/public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    const tailwindcss = (await import('@tailwindcss/vite')).default;
    // The props tables read each component's cva definitions (design-system/stories-support/recording-cva.ts).
    const { recordCva } = await import('../design-system/stories-support/record-cva-plugin.ts');
    return mergeConfig(config, {
      plugins: [tailwindcss(), recordCva()],
      // Read the design system from source through tsconfig.json's `paths`, not from dist/.
      resolve: { tsconfigPaths: true },
    });
  },
};
export default config;
