import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** A site language as a request field. Apart from languages.ts so that the list costs pages no zod. */
export const languageSchema = z.enum(LANGUAGES);
