// Packs @sellwise/design-system and installs the tarball into a fresh project as its README says (the install
// line, the Tailwind v4 files and the examples are read from the README itself), then checks each way a product
// uses it: a Tailwind v4 build, the components-only CSS next to a host page's own styles (Chromium), TypeScript
// under `bundler` and `nodenext` plus arethetypeswrong, forms with their peers (server render and browser),
// styles.css with hydration, and tree-shaking. Run after `npm run build -w @sellwise/design-system`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = join(pkgDir, '..');
const rootPkg = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8'));
const ownPkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'sw-consumer-'));
const log = (m) => console.log(`consumer-test: ${m}`);
const BUDGET_OWN_GZIP = 5 * 1024;
const matrix = [];
const started = Date.now();
async function row(name, check) {
  const t = Date.now();
  const detail = await check();
  matrix.push([name, `ok ${((Date.now() - t) / 1000).toFixed(1)} s`, detail ?? '']);
}

/** The README's fenced code blocks of one language. */
const readmeBlocks = (lang) =>
  [...readme.matchAll(new RegExp(`\`\`\`${lang}\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]);
const readmeBlock = (lang, needle) => {
  const block = readmeBlocks(lang).find((b) => b.includes(needle));
  assert.ok(block, `design-system/README.md has a ${lang} block with ${needle}`);
  return block;
};

function pack() {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
    cwd: pkgDir,
    encoding: 'utf8',
  });
  const [{ filename, files, size, unpackedSize }] = JSON.parse(out.slice(out.indexOf('[')));
  assert.ok(
    files.every((f) => !f.path.startsWith('src/')),
    'the tarball ships dist/, not src/',
  );
  // Every file an export names is in the tarball (a `source` condition once pointed at src/).
  const targets = Object.values(ownPkg.exports).flatMap((t) =>
    typeof t === 'string' ? [t] : Object.values(t),
  );
  for (const target of targets) {
    assert.ok(
      files.some((f) => `./${f.path}` === target),
      `the tarball has ${target}, named in package.json exports`,
    );
  }
  return { tarball: join(work, filename), size, unpackedSize };
}

/** The README's install line, with the tarball for the package and the peer ranges it declares. */
function install(tarball) {
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const line = readmeBlock('sh', 'npm install').trim();
  const named = line.replace(/^npm install\s+/, '').split(/\s+/);
  for (const peer of Object.keys(ownPkg.peerDependencies)) {
    assert.ok(named.includes(peer), `the README's install line names the peer dependency ${peer}`);
  }
  const version = (name) => ownPkg.peerDependencies[name] ?? rootPkg.devDependencies[name];
  const dependencies = Object.fromEntries(
    named.map((name) => [name, name === ownPkg.name ? `file:${tarball}` : version(name)]),
  );
  // What the product brings for its own build and types (Tailwind for the documented Tailwind path).
  const devDependencies = Object.fromEntries(
    ['tailwindcss', '@types/react', '@types/react-dom'].map((name) => [name, rootPkg.devDependencies[name]]),
  );
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies, devDependencies }),
  );
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'],
    {
      cwd: app,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return app;
}

const APP_SOURCE = `
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@sellwise/design-system';
import { Form, PhoneField } from '@sellwise/design-system/forms';
import { LanguageSwitcher } from '@sellwise/design-system/layouts';
import { SiteSwitchDialog } from '@sellwise/design-system/overlays';
import { SignUp } from './readme-example.tsx';

// This product's own languages: the package brings none of its own.
const LANGUAGES = [
  { code: 'en', name: 'English', href: '/en/' },
  { code: 'fr', name: 'Français', href: '/fr/' },
  { code: 'pt-BR', name: 'Português (Brasil)', href: '/pt-br/' },
];

export function App() {
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const form = useForm({ defaultValues: { phone: undefined } });
  return (
    <main>
      <h1>Consumer</h1>
      <Button onClick={() => setCount((c) => c + 1)}>Clicked {count}</Button>
      <Button variant="outline" onClick={() => setOpen(true)}>Switch site</Button>
      <Form form={form} onSubmit={() => {}}>
        <PhoneField name="phone" label="Phone number" defaultCountry="TH" locale="en" />
      </Form>
      <LanguageSwitcher label="Language" current="fr" items={LANGUAGES} />
      <SiteSwitchDialog
        open={open}
        onOpenChange={setOpen}
        title="A faster site for your region"
        description="We recommend our regional site: the same account, closer to you."
        hint="Travelling? Close this and stay here."
        confirmLabel="Go now"
        dismissLabel="Close and don't remind me"
        onConfirm={() => setOpen(false)}
        onClose={() => setOpen(false)}
        onDismiss={() => setOpen(false)}
      />
      <SignUp />
    </main>
  );
}
`;

async function serverRender(app) {
  // Node resolves the installed package exactly as a consumer's server would.
  const ssrOut = join(app, 'ssr');
  await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { ssr: join(app, 'src/ssr-entry.jsx'), outDir: ssrOut, minify: false },
    ssr: { external: true },
  });
  const { render } = await import(pathToFileURL(join(ssrOut, 'ssr-entry.js')).href);
  const html = render();
  assert.match(html, /data-slot="button"/);
  assert.match(html, /Clicked (<!-- -->)?0/);
  assert.match(html, /Phone number/);
  // The README's form (react-hook-form + zod through zodFormResolver): posts by default, and its submit
  // waits for hydration.
  assert.match(
    html,
    /<form[^>]*method="post"[^>]*>(?:(?!<\/form>).)*Your name/s,
    "the README's form renders",
  );
  const submit = html.match(/<button[^>]*>Sign up<\/button>/)?.[0] ?? '';
  assert.ok(/type="submit"/.test(submit) && /disabled=""/.test(submit), 'the submit waits for hydration');
  assert.match(
    html,
    /<span lang="fr">Français<\/span>/,
    "the language switcher shows the product's language",
  );
  log('server render ok');
  return html;
}

async function browserRender(app, ssrHtml) {
  writeFileSync(
    join(app, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title><link rel="icon" href="data:,"></head><body><div id="root">${ssrHtml}</div><script type="module" src="/src/client.jsx"></script></body></html>`,
  );
  await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: join(app, 'web') },
  });
  const { server, origin } = await serve(join(app, 'web'));
  const browser = await launch();
  try {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    const problems = [];
    page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__hydrated === true);
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
    await page.getByRole('button', { name: 'Switch site' }).click();
    await page.getByRole('dialog', { name: 'A faster site for your region' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Language/ }).click();
    const brazil = page.getByRole('link', { name: 'Português (Brasil)' });
    assert.equal(await brazil.getAttribute('hreflang'), 'pt-BR');
    assert.equal(await page.getByRole('link', { name: 'Français' }).getAttribute('aria-current'), 'true');
    await page.keyboard.press('Escape');
    // The README's form validates through the zod peer in the browser.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('required').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Your name' }).getAttribute('aria-invalid'), 'true');
    // Read the resting colour: no pointer over the button and no colour transition under way (the clicks
    // above hovered it, and a read during the fade back gave rgb(30, 77, 204) on CI).
    await page.mouse.move(0, 0);
    await page
      .getByRole('button', { name: 'Clicked 1' })
      .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const bg = await page
      .getByRole('button', { name: 'Clicked 1' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    // Colour conversion rounds differently between Chromium builds: compare within 2 per channel.
    const channels = (bg.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const brand = [31, 79, 209];
    assert.ok(
      channels.length === 3 && channels.every((c, i) => Math.abs(c - brand[i]) <= 2),
      `styles.css gives the primary button its brand colour (got ${bg})`,
    );
    assert.deepEqual(problems, [], `no console errors or hydration warnings: ${problems.join('\n')}`);
    log('browser hydrate + interact ok');
  } finally {
    await browser.close();
    server.close();
  }
}

async function treeShaking(app) {
  writeFileSync(
    join(app, 'src/only-button.jsx'),
    `import { Button } from '@sellwise/design-system';\nexport const el = <Button>Buy</Button>;\n`,
  );
  const measure = async (external) => {
    const out = await build({
      root: app,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: {
        write: false,
        minify: true,
        lib: { entry: join(app, 'src/only-button.jsx'), formats: ['es'], fileName: 'b' },
        rolldownOptions: { external },
      },
    });
    const chunk = (Array.isArray(out) ? out[0] : out).output.find((o) => o.type === 'chunk');
    return { code: chunk.code, gzip: gzipSync(chunk.code).length };
  };
  // Only the package's own code: every other module stays external.
  const own = await measure(
    (id) =>
      !id.includes('@sellwise/design-system') &&
      !id.startsWith('.') &&
      !id.startsWith('/') &&
      !id.startsWith('\0'),
  );
  // Button with its dependencies (cva, clsx, tailwind-merge, Radix Slot), React excluded.
  const withDeps = await measure((id) => /^(react|react-dom)(\/|$)/.test(id));
  for (const marker of ['SiteSwitch', 'LanguageSwitcher', 'libphonenumber', 'PricingTable', 'Accordion']) {
    assert.ok(!own.code.includes(marker), `importing Button pulls in ${marker}`);
  }
  assert.ok(
    own.gzip <= BUDGET_OWN_GZIP,
    `Button alone is ${own.gzip} B gzip of package code (budget ${BUDGET_OWN_GZIP})`,
  );
  log(
    `tree-shaking ok: Button = ${own.gzip} B gzip package code, ${withDeps.gzip} B gzip with its dependencies (React excluded)`,
  );
  return { own: own.gzip, withDeps: withDeps.gzip };
}

/** Serves files from `dir` (or the given pages by path) on a free local port. */
async function serve(dir, pages = {}) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = req.url === '/' ? '/index.html' : req.url.split('?')[0];
    try {
      const body = pages[path] ?? readFileSync(join(dir, path));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

const launch = () => chromium.launch(chromiumLaunchOptions());

/** The class list of the first element with `data-slot="<slot>"` in server-rendered HTML. */
function classesOf(html, slot) {
  const tag = html.match(new RegExp(`<[a-z]+[^>]*data-slot="${slot}"[^>]*>`))?.[0] ?? '';
  const list = tag.match(/class="([^"]*)"/)?.[1];
  assert.ok(list, `the server HTML has a ${slot} with classes`);
  return list.replaceAll('&amp;', '&').split(/\s+/).filter(Boolean);
}

/** (a) The README's Tailwind v4 files, as written, built by Vite with @tailwindcss/vite. */
async function tailwindBuild(app, ssrHtml) {
  for (const [lang, needle] of [
    ['css', '@import "tailwindcss"'],
    ['ts', 'sellwisePreset'],
  ]) {
    const block = readmeBlock(lang, needle);
    // Each block names its file in its first line: `/* src/app.css */`, `// tailwind.config.ts`.
    const file = block.split('\n')[0].match(/^(?:\/\*|\/\/)\s*([\w./-]+)/)?.[1];
    assert.ok(file, `the README's ${lang} block for Tailwind names its file on its first line`);
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), block);
  }
  writeFileSync(join(app, 'src/tailwind-entry.js'), `import './app.css';\n`);
  const out = await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    plugins: [tailwindcss()],
    build: { write: false, minify: false, rolldownOptions: { input: join(app, 'src/tailwind-entry.js') } },
  });
  const asset = (Array.isArray(out) ? out[0] : out).output.find((o) => o.fileName.endsWith('.css'));
  const css = String(asset.source);
  // Every class the server gave the Button and the form's input has a rule: the package's files were scanned
  // and the theme's colours and the preset's variants resolved.
  const cssEscape = (c) => c.replace(/[^\w-]/g, (ch) => `\\${ch}`);
  const classes = [...classesOf(ssrHtml, 'button'), ...classesOf(ssrHtml, 'input')];
  const missing = [...new Set(classes)].filter(
    (c) => !css.includes(`.${cssEscape(c)}`) && c !== 'group' && c !== 'peer',
  );
  assert.deepEqual(missing, [], 'the Tailwind build has a rule for every class of Button and Input');
  assert.ok(/--sw-blue-600:\s*#1f4fd1/i.test(css), 'the tokens are in the build');
  assert.ok(
    /@media \(min-width: 601px\) and \(min-height: 601px\)/.test(css),
    "the preset's desktop: variant is used",
  );
  return `${classes.length} classes of Button+Input found, ${(css.length / 1024).toFixed(0)} KB CSS`;
}

/** (b) components.css in a page with its own styles (the README's layer example), against styles.css. */
async function componentsCss(app, ssrHtml) {
  const hostCss = readmeBlock('css', '@layer reset, sellwise;');
  const page = (sheet) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<style>${hostCss}</style><link rel="stylesheet" href="/${sheet}"></head>
<body><h2 id="host-h2">Host subtitle</h2><ul id="host-list"><li>Host item</li></ul>${ssrHtml}</body></html>`;
  const dist = join(app, 'node_modules/@sellwise/design-system/dist');
  const { server, origin } = await serve(dist, {
    '/components.html': page('components.css'),
    '/styles.html': page('styles.css'),
  });
  const browser = await launch();
  try {
    const probe = async (name) => {
      const tab = await browser.newPage({ reducedMotion: 'reduce' });
      await tab.goto(`${origin}/${name}.html`);
      const result = await tab.evaluate(() => {
        const style = (sel) => getComputedStyle(document.querySelector(sel));
        const button = document.querySelector('[data-slot="button"]');
        const box = button.getBoundingClientRect();
        const sheet = [...document.styleSheets].find((s) => s.href?.endsWith('components.css'));
        const outside = sheet
          ? [...sheet.cssRules]
              .filter(
                (r) =>
                  !(r instanceof CSSPropertyRule) &&
                  !(r instanceof CSSLayerBlockRule && r.name === 'sellwise'),
              )
              .map((r) => r.cssText.slice(0, 60))
          : [];
        return {
          h1: style('main h1').fontSize,
          h2: style('#host-h2').fontSize,
          list: style('#host-list').listStyleType,
          bodyMargin: style('body').marginTop,
          buttonBg: getComputedStyle(button).backgroundColor,
          buttonBorder: getComputedStyle(button).borderTopWidth,
          buttonSize: [box.width, box.height],
          // Every part's height: the scoped reset must lay the parts out as the page-wide one does.
          heights: [...document.querySelectorAll('[data-slot]')].map(
            (el) => `${el.dataset.slot} ${el.getBoundingClientRect().height.toFixed(1)}`,
          ),
          outside,
        };
      });
      await tab.close();
      return result;
    };
    const own = await probe('components');
    const full = await probe('styles');
    assert.deepEqual(own.outside, [], 'components.css has every rule in @layer sellwise (or an @property)');
    assert.equal(own.h1, '40px', "the host's own h1 rule (2.5rem) wins");
    assert.equal(own.h2, '24px', "an unstyled host h2 keeps the browser's size: no page reset");
    assert.equal(own.list, 'disc', "the host's list keeps its bullets");
    assert.equal(own.bodyMargin, '8px', "the host's body keeps its margin");
    const channels = (own.buttonBg.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    assert.ok(
      channels.length === 3 && channels.every((c, i) => Math.abs(c - [31, 79, 209][i]) <= 2),
      `the Button has its brand colour over the host's layered button rule (got ${own.buttonBg})`,
    );
    assert.equal(own.buttonBorder, '0px', "the Button's reset beats the host's layered button border");
    assert.ok(
      own.buttonSize.every((v, i) => Math.abs(v - full.buttonSize[i]) <= 0.5),
      `the Button has the same size as with styles.css (${own.buttonSize} vs ${full.buttonSize})`,
    );
    assert.deepEqual(own.heights, full.heights, 'every part has the same height as with styles.css');
    // Control: the same probe sees styles.css reset the host's page.
    assert.equal(full.h2, '16px', 'styles.css resets host headings (the probe can tell)');
    return `host h1 ${own.h1}, h2 ${own.h2}; ${own.heights.length} parts sized as with styles.css`;
  } finally {
    await browser.close();
    server.close();
  }
}

/** (c) TypeScript as a product compiles it, under `bundler` and `nodenext`, and arethetypeswrong. */
function types(app, tarball) {
  const entries = Object.entries(ownPkg.exports).filter(([, t]) => typeof t === 'object');
  writeFileSync(
    join(app, 'src/types-check.tsx'),
    `${entries.map(([sub], i) => `import * as entry${i} from '${ownPkg.name}${sub.slice(1)}';`).join('\n')}
import { Button, type ButtonProps } from '${ownPkg.name}';
import { Form, TextField, zodFormResolver } from '${ownPkg.name}/forms';
import { contrastRatio, isPhoneSize } from '${ownPkg.name}/tokens';
import { SignUp } from './readme-example.js';

export const entries = [${entries.map((_, i) => `entry${i}`).join(', ')}];
export const phone: boolean = isPhoneSize(390, 844) && contrastRatio('#ffffff', '#1f4fd1') > 4.5;
export const primary: ButtonProps['variant'] = 'primary';
export const pieces = [Button, Form, TextField, zodFormResolver, SignUp];
// @ts-expect-error: a variant Button does not have (the types are real, not any).
export const wrong = <Button variant="no-such-variant">Buy</Button>;
`,
  );
  const tsc = join(rootDir, 'node_modules/.bin/tsc');
  const results = [];
  for (const [module, moduleResolution] of [
    ['esnext', 'bundler'],
    ['nodenext', 'nodenext'],
  ]) {
    const config = join(app, `tsconfig.${moduleResolution}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module,
          moduleResolution,
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          types: [],
        },
        files: ['src/types-check.tsx'],
      }),
    );
    try {
      execFileSync(tsc, ['-p', config], { cwd: app, encoding: 'utf8' });
    } catch (e) {
      assert.fail(`tsc with moduleResolution ${moduleResolution}:\n${e.stdout}${e.stderr}`);
    }
    results.push(moduleResolution);
  }
  // ESM only ("type": "module", no "require" condition), so the CommonJS resolutions (node10, node16 from
  // CJS) have nothing to find: the esm-only profile leaves exactly those out. The CSS files are stylesheets,
  // not modules with types: attw would report them unresolved.
  const stylesheets = Object.keys(ownPkg.exports).filter((sub) => sub.endsWith('.css'));
  try {
    execFileSync(
      join(rootDir, 'node_modules/.bin/attw'),
      [tarball, '--profile', 'esm-only', '--exclude-entrypoints', ...stylesheets, '--no-color'],
      {
        cwd: work,
        encoding: 'utf8',
      },
    );
  } catch (e) {
    assert.fail(`attw found problems:\n${e.stdout}${e.stderr}`);
  }
  return `tsc ${results.join(' + ')} clean; attw --profile esm-only clean (CSS entries excluded)`;
}

try {
  const { tarball, size, unpackedSize } = pack();
  log(
    `packed ${tarball}: ${(size / 1024).toFixed(0)} KB packed, ${(unpackedSize / 1024).toFixed(0)} KB unpacked`,
  );
  const app = install(tarball);
  log('installed as the README says');
  writeFileSync(join(app, 'src/app.jsx'), APP_SOURCE);
  // The README's example, minus its stylesheet import: each page below chooses its own stylesheet.
  const example = readmeBlock('tsx', 'zodFormResolver');
  writeFileSync(
    join(app, 'src/readme-example.tsx'),
    `${example.replace(/^import '[^']+\.css';.*\n/m, '')}\nexport { SignUp };\n`,
  );
  writeFileSync(
    join(app, 'src/ssr-entry.jsx'),
    `import { renderToString } from 'react-dom/server';\nimport { App } from './app.jsx';\nexport const render = () => renderToString(<App />);\n`,
  );
  writeFileSync(
    join(app, 'src/client.jsx'),
    `import '@sellwise/design-system/styles.css';\nimport { hydrateRoot } from 'react-dom/client';\nimport { App } from './app.jsx';\nhydrateRoot(document.getElementById('root'), <App />, { onRecoverableError: (e) => console.error('recoverable', e) });\nwindow.__hydrated = true;\n`,
  );
  // CONSUMER_STEPS=types,treeshake runs a subset while developing; CI runs them all.
  const all = 'ssr,tailwind,components,types,browser,treeshake';
  const steps = (process.env.CONSUMER_STEPS ?? all).split(',');
  let html = '';
  const needsHtml = ['ssr', 'tailwind', 'components', 'browser'].some((s) => steps.includes(s));
  if (needsHtml)
    await row('forms with peers: server render (README example)', async () => {
      html = await serverRender(app);
      return 'Form + zod resolver, post before hydration';
    });
  if (steps.includes('tailwind')) await row('Tailwind v4 as the README says', () => tailwindBuild(app, html));
  if (steps.includes('components'))
    await row('no Tailwind: components.css beside host CSS', () => componentsCss(app, html));
  if (steps.includes('types')) await row('types: tsc bundler, nodenext; attw', () => types(app, tarball));
  if (steps.includes('browser'))
    await row('styles.css: hydrate, interact, validate', async () => {
      await browserRender(app, html);
      return 'no console errors';
    });
  if (steps.includes('treeshake'))
    await row('tree-shaking', async () => {
      const { own, withDeps } = await treeShaking(app);
      return `Button ${own} B gzip (${withDeps} B with deps)`;
    });
  const width = Math.max(...matrix.map(([name]) => name.length));
  console.log(`\nconsumer matrix (${((Date.now() - started) / 1000).toFixed(0)} s in all):`);
  for (const [name, status, detail] of matrix)
    console.log(`  ${name.padEnd(width)}  ${status.padEnd(8)}  ${detail}`);
  console.log(
    `  tarball: ${(size / 1024).toFixed(0)} KB packed, ${(unpackedSize / 1024).toFixed(0)} KB unpacked`,
  );
  log('all passed');
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}
