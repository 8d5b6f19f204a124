import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
type Names = Record<string, string>;

// ---- Accounts and sign-in ----

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').unique(),
  /** E.164 without '+', e.g. 66812345678. */
  phone: text('phone').unique(),
  passwordHash: text('password_hash').notNull(),
  accessCode: text('access_code'),
  invitationCode: text('invitation_code'),
  sourceChannelId: integer('source_channel_id'),
  lang: text('lang').notNull(),
  createdAt: createdAt(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value; the value itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** email address or phone digits */
    target: text('target').notNull(),
    purpose: text('purpose', { enum: ['register', 'forget'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt),
    // Housekeeping deletes by age.
    index('verification_codes_created_idx').on(t.createdAt),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** One row per counted action (code send per target / per IP); counted over a window. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_events_key_idx').on(t.key, t.createdAt),
    index('rate_events_created_idx').on(t.createdAt),
  ],
);

export const loginFailures = pgTable('login_failures', {
  /** normalised account (e-mail or phone digits) whether or not it exists */
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the step after sign-up asks (POST /api/v3/auth/registerNext.json); one row per account, replaced on resubmit. */
export const accountProfiles = pgTable('account_profiles', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  storeName: text('store_name').notNull(),
  marketplaces: jsonb('marketplaces').$type<string[]>().notNull(),
  monthlyOrders: text('monthly_orders').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  sessionsEnded: integer('sessions_ended').notNull(),
  createdAt: createdAt(),
});

// ---- Visitor requests ----

export const trainingAppointments = pgTable(
  'training_appointments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    date: date('date').notNull(),
    timeSlot: text('time_slot').notNull(),
    marketplace: text('marketplace').notNull(),
    trainingLanguage: text('training_language').notNull(),
    storeName: text('store_name'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  // Booking the same slot twice with one address is the same booking.
  (t) => [uniqueIndex('training_unique_slot').on(t.email, t.date, t.timeSlot)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  content: text('content').notNull(),
  contact: text('contact'),
  pageUrl: text('page_url'),
  lang: text('lang').notNull(),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const spxEnquiries = pgTable('spx_enquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  shopName: text('shop_name').notNull(),
  country: text('country').notNull(),
  monthlyParcels: integer('monthly_parcels').notNull(),
  createdAt: createdAt(),
});

/** Applications from partners/config.htm; the partner team hears of each through the outbox. */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    jobTitle: text('job_title'),
    email: text('email').notNull(),
    phone: text('phone'),
    /** ISO 3166-1 alpha-2 */
    country: text('country').notNull(),
    website: text('website'),
    partnerType: text('partner_type').notNull(),
    sellersServed: text('sellers_served').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_applications_email_idx').on(t.email, t.id)],
);

// ---- Site data seeded from content/*.json ----

export const localeDefaults = pgTable('locale_defaults', {
  lang: text('lang').primaryKey(),
  language: text('language').notNull(),
  domain: text('domain').notNull(),
  country: text('country').notNull(),
  dialCode: text('dial_code').notNull(),
  currency: text('currency').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  dialCode: text('dial_code').notNull(),
  currency: text('currency').notNull(),
  order: integer('order').notNull(),
  names: jsonb('names').$type<Names>().notNull(),
});

export const csChannels = pgTable('cs_channels', {
  channel: text('channel').primaryKey(),
  order: integer('order').notNull(),
  value: text('value').notNull(),
  url: text('url').notNull(),
  names: jsonb('names').$type<Names>().notNull(),
  hours: jsonb('hours').$type<Names>().notNull(),
  /** SVG data URL generated at seed time from url */
  qrcode: text('qrcode').notNull(),
});

export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  order: integer('order').notNull(),
  recommended: boolean('recommended').notNull(),
  limits: jsonb('limits')
    .$type<{ stores: number | null; orders: number | null; users: number | null }>()
    .notNull(),
  /** per language: { name, description, features[] } */
  texts: jsonb('texts')
    .$type<Record<string, { name: string; description: string; features: string[] }>>()
    .notNull(),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    monthly: integer('monthly').notNull(),
    yearly: integer('yearly').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.currency] })],
);

export const partners = pgTable('partners', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  order: integer('order').notNull(),
  kind: text('kind').notNull(),
  website: text('website').notNull(),
  names: jsonb('names').$type<Names>().notNull(),
  descriptions: jsonb('descriptions').$type<Names>().notNull(),
});

export const agreements = pgTable(
  'agreements',
  {
    type: text('type').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    updatedAt: date('updated_at').notNull(),
    html: text('html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.lang] })],
);

/**
 * One row: a hash of the content last seeded. Processes that did not seed themselves (the site server while
 * `npm run db:seed` runs elsewhere) poll it to know when their cached content answers are stale.
 */
export const contentState = pgTable('content_state', {
  id: smallint('id').primaryKey(),
  version: text('version').notNull(),
});

// ---- Blog ----

export const blogTopics = pgTable('blog_topics', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  order: integer('order').notNull(),
  names: jsonb('names').$type<Names>().notNull(),
});

// Content indexes: every list is "one language, newest (or in category order) first, a few rows", so the
// translations are reached by language and the articles in the order the lists are read.
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => blogTopics.id, { onDelete: 'cascade' }),
    publishedAt: date('published_at').notNull(),
    banner: boolean('banner').notNull(),
    /** The front matter's figure; answers use each translation's own (blog_translations.reading_minutes). */
    readingMinutes: integer('reading_minutes').notNull(),
    /** When the article was last revised, if ever (front matter `updatedAt`). */
    updatedAt: date('updated_at'),
    coverSvg: text('cover_svg'),
  },
  (t) => [
    index('blog_articles_published_idx').on(t.publishedAt, t.id),
    index('blog_articles_topic_published_idx').on(t.topicId, t.publishedAt, t.id),
  ],
);

export const blogTranslations = pgTable(
  'blog_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    html: text('html').notNull(),
    /** text without markup, for search and snippets */
    plain: text('plain').notNull(),
    /** Computed from this translation's text at seed time, by script (readingMinutes in seed/reading-time.ts). */
    readingMinutes: integer('reading_minutes').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.lang] }),
    index('blog_translations_lang_idx').on(t.lang, t.articleId),
  ],
);

// ---- Help centre ----

export const helpCategories = pgTable('help_categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  slug: text('slug').notNull(),
  order: integer('order').notNull(),
  icon: text('icon').notNull(),
  names: jsonb('names').$type<Names>().notNull(),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    order: integer('order').notNull(),
    updatedAt: date('updated_at').notNull(),
    commonErrorCategoryId: integer('common_error_category_id'),
    videoUrl: text('video_url'),
    videoDuration: text('video_duration'),
  },
  (t) => [
    index('help_articles_category_idx').on(t.categoryId),
    index('help_articles_place_idx').on(t.status, t.categoryId, t.order, t.id),
    index('help_articles_updated_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id),
  ],
);

export const helpTranslations = pgTable(
  'help_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    html: text('html').notNull(),
    plain: text('plain').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.lang] }),
    index('help_translations_lang_idx').on(t.lang, t.articleId),
  ],
);

// ---- Telemetry and outbox ----

export const analyticsEvents = pgTable('analytics_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['amplitude', 'count', 'conversion'] }).notNull(),
  name: text('name').notNull(),
  deviceId: text('device_id'),
  userId: text('user_id'),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  message: text('message').notNull(),
  instance: text('instance'),
  info: text('info'),
  pageUrl: text('page_url').notNull(),
  browser: jsonb('browser').notNull(),
  createdAt: createdAt(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'captcha'] }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id), index('outbox_created_idx').on(t.createdAt)],
);

export const now = sql`now()`;
