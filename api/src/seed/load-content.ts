import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../contract/index.ts';
import {
  agreementsFile,
  blogFrontMatter,
  blogTopicsFile,
  countriesFile,
  customerServiceFile,
  helpCategoriesFile,
  helpFrontMatter,
  localesFile,
  partnersFile,
  plansFile,
} from './content-schemas.ts';
import { plainText, renderMarkdown } from './markdown.ts';

export interface Translation<F> {
  lang: Language;
  meta: F;
  html: string;
  plain: string;
}
export interface Article<F> {
  folder: string;
  translations: Translation<F>[];
  coverSvg: string | null;
}

/** Everything in content/, validated. Files that are missing or invalid are skipped and reported. */
export interface ContentBundle {
  locales: z.infer<typeof localesFile> | null;
  countries: z.infer<typeof countriesFile>;
  plans: z.infer<typeof plansFile>;
  partners: z.infer<typeof partnersFile>;
  customerService: z.infer<typeof customerServiceFile>;
  agreements: z.infer<typeof agreementsFile>;
  blogTopics: z.infer<typeof blogTopicsFile>;
  blogArticles: Article<z.infer<typeof blogFrontMatter>>[];
  helpCategories: z.infer<typeof helpCategoriesFile>;
  helpArticles: Article<z.infer<typeof helpFrontMatter>>[];
  warnings: string[];
}

function readJson<S extends z.ZodType>(file: string, schema: S, warnings: string[]): z.infer<S> | null {
  if (!existsSync(file)) return null;
  try {
    const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (result.success) return result.data;
    warnings.push(
      `${file}: ${result.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')} ${i.message}`)
        .join('; ')}`,
    );
  } catch (error) {
    warnings.push(`${file}: ${(error as Error).message}`);
  }
  return null;
}

function readArticles<S extends z.ZodType<{ id: number }>>(dir: string, schema: S, warnings: string[]) {
  if (!existsSync(dir)) return [];
  const articles: Article<z.infer<S>>[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const path = join(dir, folder.name);
    const translations: Translation<z.infer<S>>[] = [];
    for (const lang of LANGUAGES) {
      const file = join(path, `${lang}.md`);
      if (!existsSync(file)) continue;
      try {
        const { data, content } = matter(readFileSync(file, 'utf8'));
        const meta = schema.safeParse(data);
        if (!meta.success) {
          warnings.push(
            `${file}: ${meta.error.issues
              .slice(0, 3)
              .map((i) => `${i.path.join('.')} ${i.message}`)
              .join('; ')}`,
          );
          continue;
        }
        const html = renderMarkdown(content);
        translations.push({ lang, meta: meta.data, html, plain: plainText(html) });
      } catch (error) {
        warnings.push(`${file}: ${(error as Error).message}`);
      }
    }
    // The id must agree across languages; the first file decides.
    const id = translations[0]?.meta.id;
    const agreeing = translations.filter((t) => t.meta.id === id);
    if (agreeing.length < translations.length) warnings.push(`${path}: languages disagree on id, kept ${id}`);
    if (agreeing.length === 0) continue;
    const coverName = (agreeing[0]!.meta as { cover?: string }).cover;
    const coverFile = coverName ? join(path, coverName) : null;
    const coverSvg = coverFile && existsSync(coverFile) ? readFileSync(coverFile, 'utf8') : null;
    articles.push({ folder: folder.name, translations: agreeing, coverSvg });
  }
  return articles;
}

export function loadContent(contentDir: string): ContentBundle {
  const warnings: string[] = [];
  const at = (...parts: string[]) => join(contentDir, ...parts);
  return {
    locales: readJson(at('locales.json'), localesFile, warnings),
    countries: readJson(at('countries.json'), countriesFile, warnings) ?? [],
    plans: readJson(at('plans.json'), plansFile, warnings) ?? [],
    partners: readJson(at('partners.json'), partnersFile, warnings) ?? [],
    customerService: readJson(at('customer-service.json'), customerServiceFile, warnings) ?? [],
    agreements: readJson(at('agreements.json'), agreementsFile, warnings) ?? {},
    blogTopics: readJson(at('blog', 'topics.json'), blogTopicsFile, warnings) ?? [],
    blogArticles: readArticles(at('blog'), blogFrontMatter, warnings),
    helpCategories: readJson(at('help', 'categories.json'), helpCategoriesFile, warnings) ?? [],
    helpArticles: readArticles(at('help'), helpFrontMatter, warnings),
    warnings,
  };
}
