import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { HELP_STATUS, HELP_TYPE } from '../../contract/index.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { ContentBundle } from './load-content.ts';
import { renderMarkdown } from './markdown.ts';
import { readingMinutes } from './reading-time.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

async function insertMany<T extends Parameters<Tx['insert']>[0]>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
) {
  // Chunks keep each statement under the parameter limit.
  for (let i = 0; i < rows.length; i += 200) await tx.insert(table).values(rows.slice(i, i + 200));
}

/**
 * Replaces every seeded table with the bundle in one transaction: running it twice gives the same rows,
 * and readers see either the old content or the new, never a mix. Accounts and visitor data are untouched.
 */
export async function writeContent(db: Db, content: ContentBundle): Promise<Record<string, number>> {
  const qrcodes = await Promise.all(
    content.customerService.map((c) =>
      QRCode.toString(c.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    ),
  );
  const topicIds = new Set(content.blogTopics.map((x) => x.id));
  const categoryIds = new Set(content.helpCategories.map((x) => x.id));
  const blog = content.blogArticles.filter((a) => {
    const ok = topicIds.has(a.translations[0]!.meta.topicId);
    if (!ok) content.warnings.push(`blog/${a.folder}: unknown topicId`);
    return ok;
  });
  const help = content.helpArticles.filter((a) => {
    const ok = categoryIds.has(a.translations[0]!.meta.categoryId);
    if (!ok) content.warnings.push(`help/${a.folder}: unknown categoryId`);
    return ok;
  });

  await db.transaction(async (tx) => {
    for (const table of [
      t.helpTranslations,
      t.helpArticles,
      t.helpCategories,
      t.blogTranslations,
      t.blogArticles,
      t.blogTopics,
      t.planPrices,
      t.plans,
      t.partners,
      t.csChannels,
      t.agreements,
      t.countries,
      t.localeDefaults,
    ]) {
      await tx.delete(table);
    }
    const countryByCode = new Map(content.countries.map((c) => [c.code, c]));
    await insertMany(
      tx,
      t.localeDefaults,
      Object.entries(content.locales ?? {}).map(([lang, l]) => ({
        lang,
        language: l.language,
        domain: l.domain,
        country: l.country,
        dialCode: countryByCode.get(l.country)?.dialCode ?? '',
        currency: l.currency,
      })),
    );
    await insertMany(
      tx,
      t.countries,
      content.countries.map((c, order) => ({ ...c, order })),
    );
    await insertMany(
      tx,
      t.csChannels,
      content.customerService.map((c, i) => ({ ...c, qrcode: svgDataUrl(qrcodes[i]!) })),
    );
    await insertMany(
      tx,
      t.plans,
      content.plans.map(({ prices: _, ...p }) => p),
    );
    await insertMany(
      tx,
      t.planPrices,
      content.plans.flatMap((p) =>
        Object.entries(p.prices).map(([currency, v]) => ({ planId: p.id, currency, ...v })),
      ),
    );
    await insertMany(tx, t.partners, content.partners);
    await insertMany(
      tx,
      t.agreements,
      Object.entries(content.agreements).flatMap(([type, a]) =>
        Object.entries(a.texts).map(([lang, text]) => ({
          type,
          lang,
          title: text.title,
          updatedAt: a.updatedAt,
          html: renderMarkdown(text.markdown),
        })),
      ),
    );
    await insertMany(tx, t.blogTopics, content.blogTopics);
    await insertMany(
      tx,
      t.blogArticles,
      blog.map(({ translations, coverSvg }) => {
        const first = translations[0]!;
        const m = first.meta;
        return {
          id: m.id,
          slug: m.slug,
          topicId: m.topicId,
          publishedAt: m.publishedAt,
          updatedAt: m.updatedAt ?? null,
          banner: m.banner,
          readingMinutes: m.readingMinutes ?? readingMinutes(first.plain, first.lang),
          coverSvg,
        };
      }),
    );
    await insertMany(
      tx,
      t.blogTranslations,
      blog.flatMap((a) =>
        a.translations.map(({ lang, meta, html, plain }) => ({
          articleId: meta.id,
          lang,
          title: meta.title,
          summary: meta.summary,
          author: meta.author,
          tags: meta.tags,
          html,
          plain,
          // Per translation and by script: Thai and Chinese by characters, not by spaces.
          readingMinutes: readingMinutes(plain, lang),
        })),
      ),
    );
    await insertMany(tx, t.helpCategories, content.helpCategories);
    await insertMany(
      tx,
      t.helpArticles,
      help.map(({ translations }) => {
        const m = translations[0]!.meta;
        return {
          id: m.id,
          slug: m.slug,
          categoryId: m.categoryId,
          type: HELP_TYPE[m.type],
          status: m.status === 'published' ? HELP_STATUS.published : 0,
          order: m.order,
          updatedAt: m.updatedAt,
          commonErrorCategoryId: m.commonErrorCategoryId ?? null,
          videoUrl: m.videoUrl ?? null,
          videoDuration: m.videoDuration ?? null,
        };
      }),
    );
    await insertMany(
      tx,
      t.helpTranslations,
      help.flatMap((a) =>
        a.translations.map(({ lang, meta, html, plain }) => ({
          articleId: meta.id,
          lang,
          title: meta.title,
          summary: meta.summary,
          keywords: meta.keywords,
          html,
          plain,
        })),
      ),
    );
    const version = contentVersionOf(content);
    await tx
      .insert(t.contentState)
      .values({ id: 1, version })
      .onConflictDoUpdate({ target: t.contentState.id, set: { version } });
  });
  return {
    blogTopics: content.blogTopics.length,
    blogArticles: blog.length,
    helpCategories: content.helpCategories.length,
    helpArticles: help.length,
    plans: content.plans.length,
    partners: content.partners.length,
    customerService: content.customerService.length,
  };
}

/** The same content always gives the same version, so reseeding unchanged files empties no cache. */
function contentVersionOf({ warnings: _, ...content }: ContentBundle) {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}
