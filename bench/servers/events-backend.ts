// The backend for bench/events.ts, in its own process: no demo data, BENCH_EVENT_USERS agency
// admins (password DEMO_PASSWORD) who may read listing activity, and a control port (CONTROL_PORT)
// whose POST /emit?seq=N emits one declared `new-activity` event to the staff room, as the backend
// does when a listing changes. The event carries its emit instant (ms since the epoch, fractional)
// in `comment`, so the subscriber's process can tell how long delivery took. Prints `ready <url>`.
import { createServer } from 'node:http';
import { createBackend, DEMO_PASSWORD, emitEvent, hashPassword } from '@portal/backend';

export const BENCH_SELLER = { sellerId: 'ABENCHSELLER', marketplaceId: 'ATVPDKIKX0DER' };
const users = Number(process.env.BENCH_EVENT_USERS ?? 100);

const backend = await createBackend({
  pgliteDataDir: 'memory://',
  seed: 'none',
  logger: false,
  ephemeral: true,
});
const passwordHash = await hashPassword(DEMO_PASSWORD);
await backend.db
  .insertInto('users')
  .values(
    Array.from({ length: users }, (_, i) => ({
      email: `events-${i}@bench.test`,
      name: `Events ${i}`,
      role: 'admin' as const,
      password_hash: passwordHash,
    })),
  )
  .execute();

const now = () => performance.timeOrigin + performance.now();
const control = createServer((req, res) => {
  const seq = Number(new URL(req.url ?? '/', 'http://control').searchParams.get('seq'));
  emitEvent(
    backend.ctx.realtime,
    'new-activity',
    { staff: true },
    {
      ...BENCH_SELLER,
      entry: {
        id: seq,
        sku: 'BENCH-SKU',
        type: 'price',
        comment: String(now()),
        created_at: new Date().toISOString(),
        user: null,
      },
    },
  );
  res.writeHead(204).end();
});
await new Promise<void>((resolve) => control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1', resolve));
console.log(`ready ${await backend.listen(Number(process.env.PORT ?? 0), '127.0.0.1')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    control.close();
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
