import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestEntry = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** What every page links from the client build: entry script, its CSS and the chunks it imports. */
export function readAssets(clientDir: string) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = manifest['entry-client.tsx'];
  if (!entry) throw new Error('site: entry-client.tsx is missing from the build manifest');
  const assets = {
    script: `/${entry.file}`,
    css: (entry.css ?? []).map((f) => `/${f}`),
    preload: (entry.imports ?? [])
      .map((k) => manifest[k]?.file)
      .filter(Boolean)
      .map((f) => `/${f}`),
  };
  // The entry's content hash names the build (build-update detection compares it).
  return { assets, buildId: entry.file.replace(/^.*entry-client-|\.js$/g, '') };
}
