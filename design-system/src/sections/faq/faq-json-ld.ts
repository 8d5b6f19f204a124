export type FaqItem = {
  /** Stable anchor for the item; a slug of the question works. */
  id?: string;
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
};

export type FaqPageJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: Array<{
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }>;
};

/** schema.org FAQPage data for the page head (`<script type="application/ld+json">`). Pure. */
export function faqJsonLd(items: readonly FaqItem[]): FaqPageJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: item.answer.trim() },
    })),
  };
}

/** Answer text split into paragraphs at blank lines. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
