import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
} from '@sellwise/api/contract/languages';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { GUIDANCE_TAG } from '../design-system/stories-support/guidance';
import { toSampleLang } from '../design-system/stories-support/sample-text';
import { variantArgTypes } from '../design-system/stories-support/variant-arg-types';
import { DocsPage } from './docs-page';
import './storybook.css';

// Sets <html lang> so the :lang() line heights and fonts apply as on the site.
const withLang: Decorator = (Story, context) => {
  const lang = LANGUAGE_TAGS[toSampleLang(context.globals.locale)];
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div lang={lang}>
      <Story />
    </div>
  );
};

export const VIEWPORTS = {
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLang],
  argTypesEnhancers: [variantArgTypes],
  globalTypes: {
    locale: {
      description: 'Sample-text language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NATIVE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LANGUAGE, viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    docs: {
      page: DocsPage,
      // Do/don't stories appear in their pairs in the guidance section, not again under Stories.
      stories: { filter: (story: { tags?: string[] }) => !story.tags?.includes(GUIDANCE_TAG) },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Tokens',
          'Primitives',
          'Forms',
          'Overlays',
          'Layouts',
          'Sections',
          'Content',
          'Navigation',
          'Pages',
        ],
      },
    },
  },
};
export default preview;
