import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Faq } from './faq';
import { answerParagraphs, faqJsonLd } from './faq-json-ld';

const items = [
  { id: 'which', question: 'Which marketplaces?', answer: 'Shopee and Lazada.\n\nMore soon.' },
  { id: 'card', question: 'Credit card needed?', answer: 'No.' },
];

// Several user-event steps per test: allow for a busy shared CI machine.
describe('Faq', { timeout: 20_000 }, () => {
  it('puts each question in a heading below the title and opens it on click', async () => {
    render(<Faq title="FAQ" items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const question = screen.getByRole('button', { name: 'Which marketplaces?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('More soon.')).toBeVisible();
    expect(screen.getByText('Shopee and Lazada.').tagName).toBe('P');
  });

  it('opens the default items and allows several in multiple mode', async () => {
    render(<Faq items={items} type="multiple" defaultOpen={['which']} />);
    expect(screen.getByRole('button', { name: 'Which marketplaces?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Credit card needed?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('renders a footer link to support', () => {
    render(
      <Faq
        items={items}
        footer={{ text: 'Still unsure?', action: { label: 'Talk to us', href: '/contact' } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
  });
});

describe('faqJsonLd', () => {
  it('builds schema.org FAQPage data from the same items', () => {
    expect(faqJsonLd([{ question: ' Q1? ', answer: 'A1 \n\n A2' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1 \n\n A2' } },
      ],
    });
    expect(faqJsonLd([]).mainEntity).toEqual([]);
  });

  it('is pure and serialisable', () => {
    const input = Object.freeze([...items]);
    const out = faqJsonLd(input);
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
    expect(faqJsonLd(input)).toEqual(out);
  });

  it('splits answers into paragraphs at blank lines', () => {
    expect(answerParagraphs('One.\n\n  \nTwo.\nStill two.')).toEqual(['One.', 'Two.\nStill two.']);
  });
});
