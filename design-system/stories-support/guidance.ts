/**
 * Guidance for a component's docs page, in the manner of Polaris and Primer: what it is for, when to use
 * it and when something else, do/don't examples (stories in the same file), how to word it in the six
 * languages, accessibility notes and related components. A component's `<name>.guidance.ts` exports one
 * `Guidance`; its stories file passes it as `parameters.guidance` on the meta.
 */
import type { Localized } from './sample-text';

/** A story of the same stories file, by its export name, with a one-line caption saying why. */
export interface GuidanceExample {
  story: string;
  caption: string;
}

export interface Guidance {
  /** One or two sentences: what the component is for. */
  purpose: string;
  /** Situations it is the right choice for. */
  whenToUse: string[];
  /** Situations where something else is right, each naming that component by its Storybook title. */
  whenNotToUse: { text: string; use: string }[];
  /** Do/don't pairs rendered side by side; both stories carry the `guidance` tag. */
  examples: { do: GuidanceExample; dont: GuidanceExample }[];
  /** Wording rules, each with a natural example in all six languages. */
  content: { rule: string; examples: Localized<string> }[];
  /** What the component does for assistive technology, and what the page using it must still do. */
  accessibility: string[];
  /** Storybook titles of related components (each must exist). */
  related: string[];
}

export function defineGuidance(guidance: Guidance): Guidance {
  return guidance;
}

/** The tag of do/don't stories: shown in the guidance section of the docs page, not again under Stories. */
export const GUIDANCE_TAG = 'guidance';
