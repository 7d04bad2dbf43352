// `npm start` as a new user runs it: a fresh clone of this checkout's HEAD with an empty data
// folder, then a second start on the same folder. Prints each phase's seconds from the start
// command's own output (install, codegen, web build, migrate, seed, first data for every account,
// portal ready, the full history loaded by background syncs) and the data folder's size. Never
// asserts: the fresh-start test proves it works.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.START_BENCH_PORT ?? 4400);
/** Output lines that mark a phase's end, in the order a start passes them. */
const MARKS: Array<[string, RegExp]> = [
  ['install', /^▶ npx --yes pnpm@[\d.]+ run -w codegen/],
  ['codegen', /^▶ npx --yes pnpm@[\d.]+ exec tsx scripts\/stack\.ts/],
  ['migrate', /\bmigrate\b.*database migrations/],
  ['users, brands, advertising', /seller-data 0\//],
  ['first 10 accounts', /seller-data 10\//],
  ['first data (recent days, all)', /\bderive\b/],
  ['alerts, reports, commissions', /\bready\b.*listening at/],
  ['web build (beside the seed)', /web build done/],
  ['portal ready', /The portal is ready/],
  ['full history (background)', /\bhistory (\d+)\/\1 /],
];

/** Starts, prints the phases, and stops once `until` is printed (the first start: full history). */
async function timedStart(cwd: string, dataDir: string, until: RegExp): Promise<void> {
  const started = Date.now();
  const child = spawn(
    'node',
    [
      'scripts/run.mjs',
      'start',
      '--port',
      String(PORT),
      '--backend-port',
      String(PORT + 1),
      '--data',
      dataDir,
    ],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'warn', CI: '1' },
      // Its own process group: the stop reaches npx, the stack and its children, not only run.mjs.
      detached: true,
    },
  );
  const seen = new Map<string, number>();
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        for (const [name, pattern] of MARKS) {
          if (!seen.has(name) && pattern.test(line.trim())) seen.set(name, Date.now() - started);
        }
        if (until.test(line.trim())) resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the start exited (${code}) before it was ready`)));
  });
  for (const [name] of MARKS) {
    const at = seen.get(name);
    console.log(
      `  ${name.padEnd(30)} ${at === undefined ? '       –' : `${(at / 1000).toFixed(1).padStart(8)} s`}`,
    );
  }
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-(child.pid as number), 'SIGINT');
  await exited;
  // The stack exits once its children have; wait until the ports are free again.
  for (let i = 0; i < 100; i++) {
    const busy = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      () => true,
      () => false,
    );
    if (!busy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const folder = mkdtempSync(join(tmpdir(), 'portal-start-bench-'));
try {
  const clone = join(folder, 'portal');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, clone]);
  const data = join(folder, 'pglite');
  console.log(
    `fresh clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim()}, empty data folder; load ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('first start (seconds since `npm start`):');
  await timedStart(clone, data, /\bhistory (\d+)\/\1 /);
  const megabytes = execFileSync('du', ['-sm', data], { encoding: 'utf8' }).split('\t')[0];
  console.log(`data folder after the first start stopped: ${megabytes} MB`);
  console.log('second start, same data folder:');
  await timedStart(clone, data, /The portal is ready/);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
