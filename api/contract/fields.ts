import { z } from 'zod';

/** Field rules shared by the API and the site's forms. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const CODE_LENGTH = 6;

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const phonePrefixSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^\+/, ''))
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/));
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{4,15}$/));
export const verifyCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`));
export const captchaIdSchema = z.uuid();
export const captchaAnswerSchema = z.string().trim().min(1).max(8);
/** The output of encodePassword; the plain password rules are checked after decoding. */
export const encodedPasswordSchema = z.string().min(1).max(1024);
export const optionalText = (max: number) => z.string().trim().max(max).optional();

/** 8–32 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN && length <= PASSWORD_MAX && /\p{L}/u.test(password) && /\p{N}/u.test(password)
  );
}

/** Page numbers and sizes arrive as query text. */
export const pageSchema = z.coerce.number().int().min(1).max(1000).default(1);
export const pageSizeSchema = z.coerce.number().int().min(1).max(50).default(10);
