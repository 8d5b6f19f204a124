import { z } from 'zod';

/** The site's language codes; also the file names of content/ and locales/. */
export const LANGUAGES = ['en_US', 'in', 'th', 'vi', 'zh_CN', 'ms_MY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en_US';

export const languageSchema = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
