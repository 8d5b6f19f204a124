/**
 * Zod compiles fast parsers with `new Function`; our CSP has no 'unsafe-eval', and even zod's probe for it is
 * reported as a violation (Lighthouse "issues", best practices 96). `z.config({ jitless: true })` would load
 * zod's core on every page (3 KB gzip), so this sets the same global config object zod reads
 * (`globalThis.__zod_globalConfig`); zod-jitless.test.ts fails if zod stops reading it. Imported first by
 * the browser entry.
 */
const KEY = '__zod_globalConfig';
const scope = globalThis as unknown as Record<string, object | undefined>;
scope[KEY] = Object.assign(scope[KEY] ?? {}, { jitless: true });

export {};
