// Gzip size of each JS entry point of the built package: the package's own code (every dependency
// external) and with its dependencies (React external), minified as a consumer's bundler would.
// Run after the build; prints a Markdown table and writes bench/results/design-system-size.{json,md}.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const bare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

async function gzipOf(entryFile, external) {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: entryFile, formats: ['es'], fileName: 'x' },
      rolldownOptions: { external },
    },
  });
  const chunks = (Array.isArray(out) ? out[0] : out).output.filter((o) => o.type === 'chunk');
  return chunks.reduce((sum, c) => sum + gzipSync(c.code).length, 0);
}

const rows = [];
for (const [name, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object' || !target.default?.endsWith('.js')) continue;
  const file = join(pkgDir, target.default);
  const own = await gzipOf(file, bare);
  const withDeps = await gzipOf(file, (id) => /^(react|react-dom)(\/|$)/.test(id));
  rows.push({
    entry: name === '.' ? pkg.name : `${pkg.name}/${name.slice(2)}`,
    ownGzip: own,
    withDepsGzip: withDeps,
  });
}
const cssGzip = gzipSync(readFileSync(join(pkgDir, 'dist/styles.css'))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const table = [
  '| entry point | package code (gzip) | with dependencies, React excluded (gzip) |',
  '|---|---:|---:|',
  ...rows.map((r) => `| \`${r.entry}\` | ${kb(r.ownGzip)} | ${kb(r.withDepsGzip)} |`),
  `| \`${pkg.name}/styles.css\` | ${kb(cssGzip)} | — |`,
].join('\n');
console.log(table);
const results = join(pkgDir, '..', 'bench', 'results');
mkdirSync(results, { recursive: true });
writeFileSync(
  join(results, 'design-system-size.json'),
  `${JSON.stringify({ version: pkg.version, entries: rows, cssGzip }, null, 2)}\n`,
);
writeFileSync(
  join(results, 'design-system-size.md'),
  `# @sellwise/design-system ${pkg.version}: size per entry point\n\n${table}\n`,
);
