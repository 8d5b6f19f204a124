import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormHarness } from '../../../stories-support/forms-samples';
import { Textarea } from './textarea';

describe('Textarea', { timeout: 20_000 }, () => {
  it('counts characters and politely announces what is left near the limit', async () => {
    render(
      <FormHarness schema={z.object({ message: z.string() })} defaultValues={{ message: '' }}>
        <Textarea name="message" label="Your feedback" maxLength={40} announceAt={10} />
      </FormHarness>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Your feedback' });
    const live = document.querySelector('[data-slot=textarea-announcement]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(textarea, 'Stock sync works well.');
    expect(screen.getByText('22/40')).toBeInTheDocument();
    expect(live).toHaveTextContent('');
    await userEvent.type(textarea, ' Lazada orders lag!');
    expect(screen.getByText('40/40')).toBeInTheDocument();
    expect(live).toHaveTextContent('0 characters left');
    await userEvent.type(textarea, 'more');
    expect(textarea).toHaveValue('Stock sync works well. Lazada orders lag');
    expect(textarea).toHaveAttribute('maxlength', '40');
  });
});
