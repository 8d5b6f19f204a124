import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a zod schema, typed by the form without casts: the schema's input has
 * to fit the values the form holds (`TValues`), and its output is what the submit handler receives
 * (`TOutput`). Pass a function to pick the schema at each validation, e.g. when "Send code" checks
 * fewer fields than the submit.
 */
export function zodFormResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType<TOutput, TValues> | (() => z.ZodType<TOutput, TValues>),
): Resolver<TValues, unknown, TOutput> {
  if (typeof schema !== 'function') return zodResolver(schema);
  return (values, context, options) => zodResolver(schema())(values, context, options);
}
