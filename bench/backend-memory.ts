// What the backend's resting RSS is made of (issue 32, docs/decisions/0587), in two parts:
// 1. The deployed shape (bench/lib/deployed-backend.ts), each start in BENCH_MEMORY_STARTS: after
//    one sign-in and 2 s of quiet, RSS split by /proc/<pid>/smaps into the node binary's pages,
//    other mapped files and anonymous memory, and V8's own account of its heap (from a preload,
//    bench/lib/memory-report.mjs), as found and after a full collection.
// 2. The packages the backend imports, each imported in turn into one fresh process (plain node, and
//    node with tsx's loader as `npm start` has it): RSS and heap added by each, so shared code is
//    counted once, at the first package that brings it.
// Run: `npx tsx bench/backend-memory.ts`. Env: BENCH_MEMORY_STARTS (tsx,bundle,serve), and those of
// deployed-backend.ts (BENCH_DATABASE_URL, BENCH_BASELINE_DIR, BENCH_REDIS).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_BENCH_ACCOUNT as ACCOUNT, MiB } from './lib/csv-upload.ts';
import { ensureAccount, startBackend, startDeployedDeps, stopBackend } from './lib/deployed-backend.ts';
import { BENCH_DIR, REPO_ROOT } from './lib/processes.ts';

const STARTS = (process.env.BENCH_MEMORY_STARTS ?? 'tsx,bundle,serve').split(',').filter(Boolean);
const mb = (bytes: number) => (bytes / MiB).toFixed(1);

/** Packages the backend loads at start, then those it now loads at first use (ADR 0587). */
const AT_START = [
  'express',
  'helmet',
  'pino',
  'pino-http',
  'zod',
  'kysely',
  'pg',
  'date-fns',
  'jose',
  'socket.io',
  '@socket.io/postgres-adapter',
  '@socket.io/redis-adapter',
  'ioredis',
  'pg-boss',
  '@node-rs/argon2',
  'busboy',
  'csv-parse',
  'ky',
  'rate-limiter-flexible',
  'yazl',
];
const AT_FIRST_USE = [
  'sharp',
  'stripe',
  'jspdf',
  '@electric-sql/pglite',
  '@hyperjump/json-schema/draft-2019-09',
  'sanitize-html',
];

interface Snapshot {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  malloced: number;
  spaces: Record<string, { used: number; committed: number }>;
}

/** Resident kB per mapping of a process: the node binary, other files, anonymous memory. */
function smapsSplit(pid: number): { binary: number; files: number; anonymous: number } {
  let name = '';
  const split = { binary: 0, files: 0, anonymous: 0 };
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      name = mapping[1] ?? '';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const bytes = Number(rss[1]) * 1024;
    if (name === process.execPath || name.endsWith('/bin/node')) split.binary += bytes;
    else if (name.startsWith('/')) split.files += bytes;
    else split.anonymous += bytes;
  }
  return split;
}

async function deployedShape(): Promise<void> {
  const deps = await startDeployedDeps(STARTS);
  console.log(`${deps.label}\n`);
  console.log(
    '| start | RSS | node binary | other files | anonymous | V8 heap used / committed (after GC) | new space committed | code | external | malloc |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  try {
    for (const start of STARTS) {
      let report = '';
      const backend = await startBackend(start, deps.env, {
        nodeFlags: ['--import', join(BENCH_DIR, 'lib', 'memory-report.mjs')],
        stderr: (chunk) => {
          report += chunk;
        },
      });
      try {
        await ensureAccount(deps.env.DATABASE_URL as string);
        await fetch(`${backend.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
        });
        await new Promise((r) => setTimeout(r, 2_000));
        const pid = backend.child.pid as number;
        const split = smapsSplit(pid);
        backend.child.kill('SIGUSR2');
        const deadline = Date.now() + 10_000;
        while (!/MEMORY .*\n/.test(report) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        const line = /MEMORY (.*)\n/.exec(report)?.[1];
        if (!line) throw new Error(`no memory report from ${start}`);
        const { found, collected } = JSON.parse(line) as { found: Snapshot; collected: Snapshot };
        const code = (s: Snapshot) =>
          (s.spaces.code_space?.committed ?? 0) + (s.spaces.code_large_object_space?.committed ?? 0);
        console.log(
          `| ${start} | ${mb(found.rss)} | ${mb(split.binary)} | ${mb(split.files)} | ${mb(split.anonymous)} | ${mb(found.heapUsed)} / ${mb(found.heapTotal)} (${mb(collected.heapUsed)} / ${mb(collected.heapTotal)}) | ${mb(found.spaces.new_space?.committed ?? 0)} | ${mb(code(found))} | ${mb(found.external)} | ${mb(found.malloced)} |`,
        );
      } finally {
        await stopBackend(backend.child);
      }
    }
  } finally {
    deps.stop();
  }
  console.log('(MB; the node binary is the same file in every process, so several processes share it)');
}

/** Each package imported in turn into one fresh process; RSS and heap after a full collection. */
function importSteps(loader: string[]): string[] {
  const script = `
    import v8 from 'node:v8';
    import vm from 'node:vm';
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc');
    const settle = async () => { await new Promise((r) => setTimeout(r, 100)); gc(); gc(); return process.memoryUsage(); };
    let before = await settle();
    console.log(JSON.stringify({ name: '(node${loader.length ? ' + tsx' : ''} at start)', rss: before.rss, heap: before.heapUsed }));
    for (const name of ${JSON.stringify([...AT_START, ...AT_FIRST_USE])}) {
      await import(name);
      const after = await settle();
      console.log(JSON.stringify({ name, rss: after.rss - before.rss, heap: after.heapUsed - before.heapUsed }));
      before = after;
    }
    console.log(JSON.stringify({ name: '(total)', rss: before.rss, heap: before.heapUsed }));`;
  const res = spawnSync(process.execPath, [...loader, '--input-type=module', '-e', script], {
    cwd: join(REPO_ROOT, 'packages', 'backend'),
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return res.stdout.trim().split('\n');
}

function importBreakdown(): void {
  const plain = importSteps([]).map((l) => JSON.parse(l) as { name: string; rss: number; heap: number });
  const tsx = importSteps(['--import', 'tsx']).map((l) => JSON.parse(l) as { rss: number; heap: number });
  console.log(
    '\n| package (imported in this order) | when the backend loads it | RSS + | heap + | under tsx: RSS + | heap + |',
  );
  console.log('|---|---|---:|---:|---:|---:|');
  plain.forEach((row, i) => {
    const when = AT_START.includes(row.name) ? 'start' : AT_FIRST_USE.includes(row.name) ? 'first use' : '';
    const t = tsx[i];
    console.log(
      `| ${row.name} | ${when} | ${mb(row.rss)} | ${mb(row.heap)} | ${t ? mb(t.rss) : '?'} | ${t ? mb(t.heap) : '?'} |`,
    );
  });
  console.log('(MB; the first and last rows are totals; one run, noisy to ±1 MB)');
}

await deployedShape();
importBreakdown();
