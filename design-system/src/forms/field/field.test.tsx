import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { danglingAriaReferences } from '../../../stories-support/forms-samples';
import { TranslateContext } from '../form/translate';
import { Input } from '../text-field/text-field';
import { Field, useFieldControl } from './field';

function Control() {
  return <Input {...useFieldControl()} />;
}

describe('Field', { timeout: 20_000 }, () => {
  it('labels the control and marks required fields visibly and for screen readers', () => {
    render(
      <Field label="Store name" required>
        <Control />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Store name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes the control only by the hint and error it renders', () => {
    const { container, rerender } = render(
      <Field label="E-mail" description="We send your code here.">
        <Control />
      </Field>,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('We send your code here.');
    rerender(
      <Field label="E-mail" error="validation.email.invalid">
        <Control />
      </Field>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('validation.email.invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('validation.email.invalid');
    expect(danglingAriaReferences(container)).toEqual([]);
  });

  it('passes disabled and read-only to the control', () => {
    render(
      <>
        <Field label="A" disabled>
          <Control />
        </Field>
        <Field label="B" readOnly>
          <Control />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('A')).toBeDisabled();
    expect(screen.getByLabelText('B')).toHaveAttribute('readonly');
  });

  it('translates the error with its values', () => {
    const translate = (id: string, values?: Record<string, unknown>) => `${id} ${values?.min}-${values?.max}`;
    render(
      <TranslateContext value={translate}>
        <Field label="Password" error="password.length" errorValues={{ min: 8, max: 32 }}>
          <Control />
        </Field>
      </TranslateContext>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('password.length 8-32');
  });
});
