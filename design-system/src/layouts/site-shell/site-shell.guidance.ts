import { defineGuidance } from '../../../stories-support/guidance';
import { sampleSkipLabels } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The page frame under every layout: the skip link (the first thing a keyboard reaches), a header slot, the `<main>` landmark, a footer slot and room after it for overlays.',
  whenToUse: [
    'Inside the layouts: Layout, AuthLayout and LandingLayout all render through it, so every page gets the same landmarks.',
    'Composing a new kind of frame before it becomes one of Layout’s kinds.',
    '`surface="surface"` when form cards (log-in, sign-up) should stand off a tinted backdrop.',
  ],
  whenNotToUse: [
    { text: 'A site page: choose its frame by props rather than assembling one.', use: 'Layouts/Layout' },
    { text: 'Log-in and sign-up pages.', use: 'Layouts/AuthLayout' },
    { text: 'Advertising landing pages.', use: 'Layouts/LandingLayout' },
  ],
  examples: [
    {
      do: {
        story: 'DoContentInMain',
        caption: 'The page body is the shell’s children, inside `<main>`, where the skip link leads.',
      },
      dont: {
        story: 'DontContentInAfter',
        caption:
          'Page content passed through `after`: it lands outside every landmark, after the footer, and the skip link jumps past it.',
      },
    },
  ],
  content: [
    {
      rule: 'Skip link: says where it goes ("main content"), translated with the page; the site takes it from `pages.common.skipLink`.',
      examples: eachLang((lang) => sampleSkipLabels(lang).skipToContent),
    },
    {
      rule: 'The skip links’ landmark name: short and translated, so a landmark list reads sensibly.',
      examples: eachLang((lang) => sampleSkipLabels(lang).skipLinks),
    },
  ],
  accessibility: [
    'The skip link is visually hidden until focused, then shown at the top start corner; Enter moves focus to `<main>` (it has `tabIndex={-1}`), not only the scroll position.',
    'The skip link sits in its own `<nav>` so no content is outside a landmark wherever the shell is mounted.',
    'Set `lang` to the page language’s BCP 47 tag; the shell puts it on the frame.',
    '`after` is for overlays that manage their own semantics (consent banner, toaster, contact launcher), not page content.',
  ],
  related: ['Layouts/Layout', 'Layouts/Header', 'Layouts/Footer', 'Overlays/ConsentBanner', 'Overlays/Toast'],
});
