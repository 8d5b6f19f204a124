import { z } from 'zod';
import { CS_CHANNELS, LANGUAGES } from '../../contract/index.ts';

/** Text in every language of the site. */
const names = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);
// YAML turns 2026-08-02 into a Date; the database wants the day.
const day = z
  .union([z.date(), z.iso.date()])
  .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d));

export const localesFile = z.partialRecord(
  z.enum(LANGUAGES),
  z.object({
    language: z.string(),
    domain: z.string(),
    country: z.string().length(2),
    currency: z.string().length(3),
  }),
);
export const countriesFile = z.array(
  z.object({
    code: z.string().length(2),
    dialCode: z.string().regex(/^\d{1,4}$/),
    currency: z.string().length(3),
    names,
  }),
);
export const plansFile = z.array(
  z.object({
    id: z.number().int(),
    slug: z.string(),
    order: z.number().int(),
    recommended: z.boolean(),
    limits: z.object({
      stores: z.number().nullable(),
      orders: z.number().nullable(),
      users: z.number().nullable(),
    }),
    prices: z.record(z.string().length(3), z.object({ monthly: z.number().int(), yearly: z.number().int() })),
    texts: z.object(
      Object.fromEntries(
        LANGUAGES.map((l) => [
          l,
          z.object({ name: z.string(), description: z.string(), features: z.array(z.string()) }),
        ]),
      ) as Record<
        (typeof LANGUAGES)[number],
        z.ZodObject<{ name: z.ZodString; description: z.ZodString; features: z.ZodArray<z.ZodString> }>
      >,
    ),
  }),
);
export const partnersFile = z.array(
  z.object({
    id: z.number().int(),
    slug: z.string(),
    order: z.number().int(),
    kind: z.enum(['marketplace', 'logistics', 'payment', 'agency']),
    website: z.url(),
    names,
    descriptions: names,
  }),
);
export const customerServiceFile = z.array(
  z.object({
    channel: z.enum(CS_CHANNELS),
    order: z.number().int(),
    value: z.string(),
    url: z.string(),
    names,
    hours: names,
  }),
);
export const agreementsFile = z.partialRecord(
  z.enum(['privacy', 'terms']),
  z.object({
    updatedAt: day,
    texts: z.object(
      Object.fromEntries(
        LANGUAGES.map((l) => [l, z.object({ title: z.string(), markdown: z.string() })]),
      ) as Record<(typeof LANGUAGES)[number], z.ZodObject<{ title: z.ZodString; markdown: z.ZodString }>>,
    ),
  }),
);

export const blogTopicsFile = z.array(
  z.object({ id: z.number().int().positive(), slug: z.string(), order: z.number().int(), names }),
);
export const blogFrontMatter = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  topicId: z.number().int().positive(),
  publishedAt: day,
  author: z.string().min(1),
  cover: z
    .string()
    .regex(/^[\w.-]+\.svg$/)
    .optional(),
  /** When the article was last revised, if ever. */
  updatedAt: day.optional(),
  banner: z.boolean().default(false),
  /** Ignored by answers, which compute each translation's own (seed/reading-time.ts); kept for old files. */
  readingMinutes: z.number().int().positive().optional(),
  title: z.string().min(1),
  summary: z.string().min(1),
  tags: z.array(z.string()).default([]),
});

export const helpCategoriesFile = z.array(
  z.object({
    id: z.number().int().positive(),
    parentId: z.number().int().positive().nullable(),
    slug: z.string(),
    order: z.number().int(),
    icon: z.string(),
    names,
  }),
);
export const helpFrontMatter = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  categoryId: z.number().int().positive(),
  type: z.enum(['article', 'video']),
  status: z.enum(['published', 'draft']).default('published'),
  order: z.number().int(),
  updatedAt: day,
  commonErrorCategoryId: z.number().int().positive().optional(),
  videoUrl: z.url().optional(),
  // Unquoted 4:12 is a base-60 number in YAML 1.1; turn it back into m:ss.
  videoDuration: z
    .union([z.string(), z.number()])
    .transform((v) =>
      typeof v === 'number' ? `${Math.floor(v / 60)}:${String(v % 60).padStart(2, '0')}` : v,
    )
    .optional(),
  title: z.string().min(1),
  summary: z.string().min(1),
  keywords: z.array(z.union([z.string(), z.number()]).transform(String)).default([]),
});
