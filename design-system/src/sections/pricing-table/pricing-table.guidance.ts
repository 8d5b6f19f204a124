import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The plans side by side with their prices, a monthly/yearly switch, one highlighted plan and, below, a table comparing what each includes.',
  whenToUse: [
    'On the pricing page (`goods/price.htm`), with every plan on sale and the comparison table.',
    'On a landing page, without `comparison`, when the offer is part of the pitch.',
    'With `priceText` for plans sold by quote ("Let’s talk") or free plans; prices are formatted by the page through `formatPrice`, in the visitor’s currency and language.',
  ],
  whenNotToUse: [
    { text: 'One price mentioned in a call to action.', use: 'Sections/CtaBanner' },
    { text: 'Questions about billing, refunds and trials.', use: 'Sections/Faq' },
    { text: 'Features listed without prices.', use: 'Sections/FeatureGrid' },
  ],
  examples: [
    {
      do: {
        story: 'DoOneHighlightedPlan',
        caption: 'One plan highlighted with its badge: the recommendation is clear.',
      },
      dont: {
        story: 'DontEveryPlanHighlighted',
        caption:
          'Every plan highlighted: the ring and badge no longer recommend anything, and three "Most popular" badges cannot all be true.',
      },
    },
  ],
  content: [
    {
      rule: 'Plan description: who the plan is for, in one line, not a repeat of its features.',
      examples: eachLang((lang) => sectionsCopy[lang].pricing.plans[1].description),
    },
    {
      rule: 'Feature lines: what the seller can do, counted where it matters (stores, orders a month), without a full stop.',
      examples: eachLang((lang) => sectionsCopy[lang].pricing.plans[1].features[0]!),
    },
    {
      rule: 'Feature list title on higher plans: name the plan below it rather than repeating its lines.',
      examples: eachLang((lang) => sectionsCopy[lang].pricing.plans[1].featuresTitle ?? ''),
    },
    {
      rule: 'Saving badge: the real saving of yearly billing, as a verb and a figure.',
      examples: eachLang((lang) => sectionsCopy[lang].pricing.saving),
    },
    {
      rule: 'Plan action: verb-first; quote-only plans say who the visitor will talk to.',
      examples: eachLang(
        (lang) => `${sectionsCopy[lang].pricing.start} · ${sectionsCopy[lang].pricing.contact}`,
      ),
    },
  ],
  accessibility: [
    'The period control is a switch (`role="switch"`) named by the "Yearly" label and the saving badge; Space or Enter toggles it.',
    'Plans are a list; the highlighted plan’s ring is backed by its badge text, so the recommendation is not colour alone.',
    'The comparison is a real table with column and row headers; ticks and dashes are icons with "Included" / "Not included" read out in their place.',
    'On phones the table scrolls sideways inside a region that takes keyboard focus, so it can be scrolled without a mouse.',
  ],
  related: ['Sections/Faq', 'Sections/CtaBanner', 'Primitives/Badge', 'Sections/FeatureGrid'],
});
