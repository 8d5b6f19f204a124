import { defineGuidance } from '../../../stories-support/guidance';
import { navText } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'One component for every page frame. Generic props (`kind`, `device`, `content`, `footerVariant`, `theme`) pick the header, footer and body frame; the site maps each route’s layout name to these props in `site/app/layouts.ts`.',
  whenToUse: [
    '`default`: the home, feature-area and introduction pages, pricing, partners, app, about us, the help centre and the blog (the help and blog pages frame their body themselves with ContentLayout). With `footerVariant="none"` for the 404 page (`nofooter`).',
    '`content="article"`: the legal pages (privacy policy, terms) and the SPX enquiry page (`staticpage`).',
    '`auth`: log-in, sign-up and password pages (`login`), and the Thai phone sign-up (`m-thlogin`).',
    '`landing`: the 17 advertising landing pages, each with its `theme` (accent colour and hero tint) and its hero.',
    '`empty`: pages with no site chrome, such as the sign-up landing `staticRg.html`. `custom`: a page bringing its own header and footer.',
    '`device="mobile"` for every phone twin under `/m/{lang}/` (the `m-` layouts): the phone header and its drawer, a full-width auth card, a smaller landing header.',
  ],
  whenNotToUse: [
    {
      text: 'A frame none of the kinds gives (a new kind of header): compose it from the shell, then add it here as a kind.',
      use: 'Layouts/SiteShell',
    },
    {
      text: 'Framing a text-led body inside a page that already has its frame.',
      use: 'Layouts/ContentLayout',
    },
    { text: 'A section of a page; the layout frames whole pages only.', use: 'Sections/Section' },
  ],
  examples: [
    {
      do: {
        story: 'DoAuthFrameForLogIn',
        caption: 'Log-in in the `auth` frame: logo, languages and the form, nothing to wander off to.',
      },
      dont: {
        story: 'DontLogInInDefaultFrame',
        caption:
          'The same form in the `default` frame: the feature menu, links and full footer lead visitors away from logging in.',
      },
    },
  ],
  content: [
    {
      rule: 'Top-level header links: the destination page’s name in one or two words, as its own h1 says it; no "Our …", no "Click here".',
      examples: eachLang((lang) =>
        [navText[lang].pricing, navText[lang].blog, navText[lang].help].join(' · '),
      ),
    },
    {
      rule: 'Header sign-up link: verb-first and short enough for the header (at most three words); the log-in link is just "Log in".',
      examples: eachLang((lang) => `${navText[lang].logIn} · ${navText[lang].register}`),
    },
    {
      rule: 'Home link’s accessible name: the brand and "home", translated (the logo image says only the brand).',
      examples: eachLang((lang) => navText[lang].home),
    },
  ],
  accessibility: [
    'Every kind renders, through SiteShell, the skip link first, then the header (`banner`), one `<main>` and the footer (`contentinfo`); `empty` and `footerVariant="none"` leave those out.',
    'Pass `lang` (the page language’s BCP 47 tag) so screen readers pronounce the page correctly; the language switcher marks each language with its own.',
    '`contact(placement)`: on phones (except `custom` and `empty`) the contact button goes into the header, because a floating one would cover text; elsewhere it floats after the footer.',
    'Layout stories switch on axe’s `region` rule: every piece of content must sit inside a landmark.',
  ],
  related: [
    'Layouts/SiteShell',
    'Layouts/Header',
    'Layouts/PhoneHeader',
    'Layouts/Footer',
    'Layouts/AuthLayout',
    'Layouts/LandingLayout',
    'Layouts/ContentLayout',
  ],
});
