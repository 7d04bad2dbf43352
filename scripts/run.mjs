#!/usr/bin/env node
// The README's commands. Needs only Node 20+ and npm: the pinned pnpm is fetched through npx,
// because corepack's signature check fails with the corepack that ships with Node 20 here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = 'pnpm@10.34.9';

function run(cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const pnpm = (...args) => run('npx', ['--yes', PNPM, ...args]);

function install() {
  pnpm('install', '--frozen-lockfile', '--reporter=append-only');
  pnpm('run', '-w', 'codegen');
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  // Playwright cannot download its own browsers here; Debian's chromium is the one we drive.
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...a) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...a] : a, { DEBIAN_FRONTEND: 'noninteractive' });
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
}

const command = process.argv[2];
if (command === 'start') {
  install();
  pnpm('--filter', '@portal/web', 'build');
  run('npx', ['--yes', PNPM, 'exec', 'tsx', 'scripts/stack.ts', ...process.argv.slice(3)]);
} else if (command === 'dev') {
  // Development mode: the GraphQL IDE, introspection, stack traces and the mail outbox reader.
  install();
  pnpm('--filter', '@portal/web', 'build');
  run('npx', ['--yes', PNPM, 'exec', 'tsx', 'scripts/stack.ts', ...process.argv.slice(3)], {
    NODE_ENV: 'development',
    PORTAL_DEV_TOOLS: '1',
  });
} else if (command === 'test') {
  install();
  pnpm('run', '-w', 'lint');
  pnpm('run', '-w', 'typecheck');
  pnpm('run', '-w', 'test:unit');
  pnpm('--filter', '@portal/web', 'build');
  ensureChromium();
  pnpm('--filter', '@portal/tests', 'test');
} else if (command === 'bench') {
  install();
  pnpm('--filter', '@portal/web', 'build');
  pnpm('--filter', '@portal/bench', 'bench');
} else {
  console.error('usage: node scripts/run.mjs start|dev|test|bench');
  process.exit(2);
}
