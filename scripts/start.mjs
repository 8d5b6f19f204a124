#!/usr/bin/env node
// `npm start` on a fresh clone: installs dependencies when they are missing, then serves the site
// with its API and embedded database in one process on PORT (default 3000). The server builds
// the site first when no build exists.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

process.chdir(join(import.meta.dirname, '..'));
if (!existsSync('node_modules/.package-lock.json')) {
  console.log('start: installing dependencies…');
  // npm install (locked versions): see .ci/run for why not npm ci.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
const server = spawn('npx', ['tsx', 'site/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
