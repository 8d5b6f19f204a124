import { defineGuidance } from '../../../stories-support/guidance';
import { sampleFooter } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The site footer on a dark band: the logo and tagline, link columns, the app QR code, the copyright, the legal links and the social links. `compact` keeps only the bottom row.',
  whenToUse: [
    'Full on the `default` frame’s desktop and phone pages (Layout’s `footerVariant="full"`): the site map a visitor scrolls to when the header did not have it.',
    '`compact` (copyright, legal and social links only) where the page should not lead away: the log-in and landing frames use it, and Layout’s `footerVariant="compact"`.',
    'With `appQr` on desktop pages, so visitors can scan the app download from the screen.',
  ],
  whenNotToUse: [
    {
      text: 'Pages that must show no footer at all (the 404 page): pass `footerVariant="none"` to the layout.',
      use: 'Layouts/Layout',
    },
    { text: 'A full app download pitch.', use: 'Sections/AppDownload' },
    { text: 'Support channels with hours and QR codes.', use: 'Sections/ContactCard' },
  ],
  examples: [
    {
      do: {
        story: 'DoNamedColumns',
        caption: 'Columns titled by what they hold: visitors find "Pricing" under "Company" at a glance.',
      },
      dont: {
        story: 'DontVagueColumns',
        caption:
          '"Links", "More", "Other": the titles name each navigation landmark, so a screen-reader list of landmarks says nothing useful.',
      },
    },
  ],
  content: [
    {
      rule: 'Column titles: one word naming what the links have in common; each is also the accessible name of the column’s navigation.',
      examples: eachLang((lang) =>
        sampleFooter(lang)
          .columns.map((column) => column.title)
          .join(' · '),
      ),
    },
    {
      rule: 'Legal links: the document’s own title, as the page’s h1 says it; no "Legal stuff".',
      examples: eachLang((lang) =>
        sampleFooter(lang)
          .legal.map((link) => link.label)
          .join(' · '),
      ),
    },
    {
      rule: 'Tagline: who Sellwise is for, in one sentence under the logo.',
      examples: eachLang((lang) => sampleFooter(lang).tagline ?? ''),
    },
    {
      rule: 'Copyright: the year, the company and the rights line, in the page’s language.',
      examples: eachLang((lang) => sampleFooter(lang).copyright),
    },
  ],
  accessibility: [
    'Each column is a `<nav>` named by its title (with an h2); the legal links are a `<nav>` named by `labels.legal` ("Legal"), the social links one named by `socialLabel`.',
    'The QR code’s `alt` says what it opens; its caption says what to do.',
    'Light text on the inverse band; links underline on hover and get a light focus ring.',
    'On phones the footer keeps room at the bottom for the contact launcher dock, and on desktop a lane at the end of each row, so it never covers the links.',
  ],
  related: ['Layouts/Header', 'Layouts/Layout', 'Sections/AppDownload', 'Layouts/SiteShell'],
});
