#!/usr/bin/env node
// `npm start` on a fresh clone: installs dependencies when they are missing, then serves.
// Until the site server exists this serves the reference API (API_PORT, default 3001) and
// Storybook (STORYBOOK_PORT, default 6006) side by side.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
process.chdir(root);
if (!existsSync('node_modules/.package-lock.json')) {
  console.log('start: installing dependencies…');
  // npm install (locked versions): see .ci/run for why not npm ci.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

const children = [];
function run(name, cmd, args) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const other of children) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

if (existsSync('api/src/server.ts')) run('api', 'npm', ['run', 'api']);
run('storybook', 'npx', [
  'storybook',
  'dev',
  '-p',
  process.env.STORYBOOK_PORT ?? '6006',
  '--no-open',
  '--ci',
]);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
