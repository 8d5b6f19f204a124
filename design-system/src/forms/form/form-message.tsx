import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { useTranslate } from './translate';

// Its own module, without react-hook-form: a page can show a message without a form's code.
export const formMessageVariants = cva('flex items-start gap-2 rounded-md border p-3 text-sm', {
  variants: {
    tone: {
      danger: 'border-danger bg-danger-subtle text-danger-subtle-foreground',
      success: 'border-success bg-success-subtle text-success-subtle-foreground',
      info: 'border-info bg-info-subtle text-info-subtle-foreground',
    },
  },
  defaultVariants: { tone: 'danger' },
});

const toneIcons = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

export type FormMessageProps = React.ComponentProps<'div'> & VariantProps<typeof formMessageVariants>;

/** A message about the whole form (API errors, "code sent"); errors interrupt (alert), others wait (status). */
export function FormMessage({ tone, className, children, ...props }: FormMessageProps) {
  const translate = useTranslate();
  const Glyph = toneIcons[tone ?? 'danger'];
  return (
    <div
      data-slot="form-message"
      data-tone={tone ?? 'danger'}
      role={(tone ?? 'danger') === 'danger' ? 'alert' : 'status'}
      className={cn(formMessageVariants({ tone }), className)}
      {...props}
    >
      <Glyph aria-hidden="true" className="mt-[0.2em] size-4 shrink-0" />
      <div className="min-w-0">{typeof children === 'string' ? translate(children) : children}</div>
    </div>
  );
}
