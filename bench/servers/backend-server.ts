// The backend as its own process for benchmarks: demo seed, dev tools off; in-memory PGlite, or
// the PostgreSQL server at DATABASE_URL. Env: PORT (0 = any), BENCH_SCALE (demo scale, default 1),
// DATABASE_URL, BENCH_WINDOW_DIR (enables the measuring window below). Prints `ready <url>`.
//
// Measuring window: the first SIGUSR2 starts counting SQL statements and a CPU profile; the second
// stops both, writes the profile to BENCH_WINDOW_DIR and prints `window <statements> <file>`. So the
// figures cover the load the bench sends in between, not start-up and seeding.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { createBackend } from '@portal/backend';

const databaseUrl = process.env.DATABASE_URL;
const windowDir = process.env.BENCH_WINDOW_DIR;
let statements = 0;
const backend = await createBackend({
  ...(databaseUrl ? { databaseUrl } : { pgliteDataDir: 'memory://' }),
  seed: 'demo',
  scale: Number(process.env.BENCH_SCALE ?? 1),
  logger: false,
  ...(windowDir ? { onQuery: () => (statements += 1) } : {}),
});
console.log(`ready ${await backend.listen(Number(process.env.PORT ?? 0), '127.0.0.1')}`);

if (windowDir) {
  const session = new Session();
  session.connect();
  let open = false;
  process.on('SIGUSR2', async () => {
    if (!open) {
      open = true;
      statements = 0;
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return;
    }
    open = false;
    const counted = statements;
    const { profile } = await session.post('Profiler.stop');
    const file = join(windowDir, `backend-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`window ${counted} ${file}`);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
