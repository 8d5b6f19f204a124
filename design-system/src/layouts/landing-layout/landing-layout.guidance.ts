import { defineGuidance } from '../../../stories-support/guidance';
import { navText, pageText } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The frame of the advertising landing pages: a minimal header (logo and one sign-up button), the hero band in the page’s tint, the page’s sections and a compact footer, with the page’s own accent colour on every sign-up button.',
  whenToUse: [
    'The 17 landing pages under `frontend/{landing}.html` and their phone twins; Layout renders it for `kind="landing"` with the page’s theme from `LANDING_THEMES`.',
    'Campaign pages where the only next step is sign-up: the header carries no menu to wander into.',
    'With `cta.href` carrying the page’s `source`, so sign-ups are attributed to the campaign.',
  ],
  whenNotToUse: [
    { text: 'Product pages a visitor browses from the home page.', use: 'Layouts/Layout' },
    { text: 'The sign-up form page itself.', use: 'Layouts/AuthLayout' },
    { text: 'The hero band’s content (h1, promise, form).', use: 'Sections/Hero' },
  ],
  examples: [
    {
      do: {
        story: 'DoAccessibleAccent',
        caption: 'An accent dark enough for white text (WCAG AA), so the sign-up buttons read.',
      },
      dont: {
        story: 'DontPaleAccent',
        caption:
          'A pale brand yellow as the accent: white button text falls far below contrast and the call to action fades.',
      },
    },
  ],
  content: [
    {
      rule: 'Header button: the same sign-up words as the hero’s button, verb-first, at most three words (the phone header is narrow).',
      examples: eachLang((lang) => navText[lang].register),
    },
    {
      rule: 'Hero headline: the campaign’s one promise to that audience, naming the marketplace when the page is about one.',
      examples: eachLang((lang) => pageText[lang].heroTitle),
    },
  ],
  accessibility: [
    'The theme replaces the accent tokens for this page only; choose `accent` so `accentForeground` (white by default) meets WCAG AA on it, and `accentHover` likewise.',
    'The logo link is named by `homeLabel`; the header has no other navigation, so the skip link and `<main>` come from SiteShell as on every page.',
    'The tint is a background only; put the hero’s text in the hero, not in an image of text.',
    '`device="mobile"` shrinks the header (56 px) and its button; `contact` then goes in the header rather than floating over the text.',
  ],
  related: ['Sections/Hero', 'Layouts/Layout', 'Layouts/AuthLayout', 'Primitives/Button', 'Layouts/Footer'],
});
