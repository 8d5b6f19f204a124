import { z } from 'zod';

/** Every JSON answer: code 0 is success, anything else is an entry of ERRORS; msg is a message id. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Extra facts some errors carry, e.g. the seconds to wait or the field that failed. */
export const errorDataSchema = z
  .object({
    retryAfter: z.number().int().optional(),
    captchaRequired: z.boolean().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .nullable();
export type ErrorData = z.infer<typeof errorDataSchema>;
