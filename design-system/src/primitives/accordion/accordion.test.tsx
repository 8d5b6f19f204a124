import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  type AccordionProps,
  AccordionTrigger,
} from './accordion';

function Faq(props: AccordionProps) {
  return (
    <Accordion {...props}>
      <AccordionItem value="a">
        <AccordionTrigger>First question</AccordionTrigger>
        <AccordionContent>First answer</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger headingLevel={4}>Second question</AccordionTrigger>
        <AccordionContent forceMount>Second answer</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('wraps each trigger in a heading of the chosen level', () => {
    render(<Faq type="single" collapsible />);
    expect(screen.getByRole('heading', { level: 3, name: 'First question' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Second question' })).toBeInTheDocument();
  });

  it('opens one answer at a time when single', async () => {
    render(<Faq type="single" collapsible defaultValue="a" />);
    expect(screen.getByText('First answer')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Second question' }));
    expect(screen.queryByText('First answer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Second question' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps several open when multiple', async () => {
    render(<Faq type="multiple" defaultValue={['a']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Second question' }));
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Second question' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a force-mounted closed answer in the DOM but hidden', () => {
    render(<Faq type="single" collapsible />);
    const answer = screen.getByText('Second answer').closest('[data-slot="accordion-content"]');
    expect(answer).toHaveAttribute('data-state', 'closed');
    expect(answer?.className).toContain('data-[state=closed]:hidden');
  });
});
