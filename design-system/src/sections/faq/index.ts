export { Faq, type FaqProps } from './faq';
export { answerParagraphs, type FaqItem, type FaqPageJsonLd, faqJsonLd } from './faq-json-ld';
