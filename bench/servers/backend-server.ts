// The backend as its own process for benchmarks: in-memory PGlite, demo seed, dev tools off.
// Env: PORT (0 = any), BENCH_SCALE (demo scale, default 1). Prints `ready <url>` on stdout.
import { createBackend } from '@portal/backend';

const backend = await createBackend({
  pgliteDataDir: 'memory://',
  seed: 'demo',
  scale: Number(process.env.BENCH_SCALE ?? 1),
  logger: false,
});
console.log(`ready ${await backend.listen(Number(process.env.PORT ?? 0), '127.0.0.1')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
