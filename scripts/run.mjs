#!/usr/bin/env node
// The README's commands. Needs only Node 20+ and npm: the pinned pnpm is fetched through npx,
// because corepack's signature check fails with the corepack that ships with Node 20 here.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = 'pnpm@10.34.9';

/** Each step's name and seconds, printed as a phase summary at the end (pass or fail). */
const phases = [];
const begun = Date.now();
let phase = 'setup';

function printPhases(outcome) {
  if (phases.length === 0) return;
  const total = (Date.now() - begun) / 1000;
  console.log(`\nPhase summary (${outcome}):`);
  for (const p of phases)
    console.log(`  ${p.name.padEnd(22)} ${p.seconds.toFixed(1).padStart(8)} s${p.failed ? '  FAILED' : ''}`);
  console.log(`  ${'total'.padEnd(22)} ${total.toFixed(1).padStart(8)} s`);
}

function run(cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  phases.push({ name: phase, seconds, failed: res.status !== 0 });
  if (res.status !== 0) {
    console.error(`✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    printPhases('failed');
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${seconds.toFixed(1)} s`);
}

/**
 * Starts a step that runs beside the next ones; its output is held and printed when it is awaited,
 * so the two logs do not interleave. Resolves once it has ended, and fails the run then if it failed.
 */
function background(name, cmd, args) {
  const started = Date.now();
  // A file, not a pipe: the step beside runs through spawnSync, which blocks this process's event
  // loop, so a pipe would fill up and stall a step with much to say.
  const log = join(mkdtempSync(join(tmpdir(), 'portal-step-')), 'output.log');
  const fd = openSync(log, 'w');
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', fd, fd], env: process.env });
  closeSync(fd);
  const ended = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
  // A step that fails before this one is awaited ends the run: leave no typecheck behind it.
  process.on('exit', () => child.exitCode === null && child.signalCode === null && child.kill());
  return async () => {
    const status = await ended;
    // Its last output's time: the event loop learns of its end only once the step before is done.
    const seconds = (statSync(log).mtimeMs - started) / 1000;
    console.log(`\n▶ ${cmd} ${args.join(' ')} (ran beside the step before)`);
    process.stdout.write(readFileSync(log));
    phases.push({ name: `${name} (beside)`, seconds, failed: status !== 0 });
    if (status !== 0) {
      console.error(`✖ ${cmd} ${args.join(' ')} failed (exit ${status})`);
      printPhases('failed');
      process.exit(typeof status === 'number' ? status : 1);
    }
    console.log(`✔ ${seconds.toFixed(1)} s`);
  };
}

/** Names the steps that follow in the phase summary. */
const step = (name) => {
  phase = name;
};

const pnpm = (...args) => run('npx', ['--yes', PNPM, ...args]);

function install() {
  step('install');
  pnpm('install', '--frozen-lockfile', '--reporter=append-only');
  step('codegen');
  pnpm('run', '-w', 'codegen');
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  // Playwright cannot download its own browsers here; Debian's chromium is the one we drive.
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...a) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...a] : a, { DEBIAN_FRONTEND: 'noninteractive' });
  step('chromium install');
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
}

const command = process.argv[2];
if (command === 'start') {
  install();
  // The web app builds while the backend migrates and seeds (the stack waits for both).
  step('portal');
  run('npx', ['--yes', PNPM, 'exec', 'tsx', 'scripts/stack.ts', '--build-web', ...process.argv.slice(3)]);
} else if (command === 'dev') {
  // Development mode: the GraphQL IDE, introspection, stack traces and the mail outbox reader.
  install();
  step('portal');
  run('npx', ['--yes', PNPM, 'exec', 'tsx', 'scripts/stack.ts', '--build-web', ...process.argv.slice(3)], {
    NODE_ENV: 'development',
    PORTAL_DEV_TOOLS: '1',
  });
} else if (command === 'test') {
  install();
  step('lint');
  pnpm('run', '-w', 'lint');
  // The typecheck (~90 s of tsc) runs beside the unit tests rather than before them: vitest's global
  // setup seeds the demo data for its first minutes on about one core, and its last files leave a
  // core idle too (docs/decisions/0631). Neither step reads what the other writes.
  const typecheck = background('typecheck', 'npx', ['--yes', PNPM, 'run', '-w', 'typecheck']);
  step('unit + integration');
  pnpm('run', '-w', 'test:unit');
  await typecheck();
  step('web build');
  pnpm('--filter', '@portal/web', 'build');
  ensureChromium();
  step('playwright');
  pnpm('--filter', '@portal/tests', 'test');
  printPhases('passed');
} else if (command === 'bench') {
  install();
  step('web build');
  pnpm('--filter', '@portal/web', 'build');
  pnpm('--filter', '@portal/bench', 'bench');
} else {
  console.error('usage: node scripts/run.mjs start|dev|test|bench');
  process.exit(2);
}
