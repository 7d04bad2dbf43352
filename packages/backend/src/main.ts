import { createBackend } from './backend.ts';
import { formatDemoAccounts } from './seed/demo-accounts.ts';

// Standalone start: `pnpm --filter @portal/backend start`.
const env = process.env;
const seedDemo = (env.SEED_DEMO ?? '1') !== '0';
const backend = await createBackend({
  databaseUrl: env.DATABASE_URL || undefined,
  pgliteDataDir: env.PGLITE_DATA_DIR || undefined,
  seed: seedDemo ? 'demo' : 'none',
  devTools: env.PORTAL_DEV_TOOLS === '1',
  publicUrl: env.PUBLIC_URL || 'http://localhost:4000',
});
const url = await backend.listen(Number(env.PORT ?? 4001), env.HOST ?? '127.0.0.1');
console.log(`Backend listening on ${url}`);
if (seedDemo) console.log(formatDemoAccounts());

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal} received, closing backend…`);
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
