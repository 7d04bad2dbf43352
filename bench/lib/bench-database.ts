// The database a seller data benchmark loads into: PGlite in memory at 1×, a throw-away Debian
// PostgreSQL from 10× (PGlite holds a 10× load in memory poorly, decision 0080's figures). `env`
// names the variable that overrides the choice (`pglite` or `postgres`).
import { type Backend, createBackend } from '@portal/backend';
import { startPostgres } from './postgres.ts';

export interface BenchDatabase {
  backend: Backend;
  /** 'PGlite' or the server's version line. */
  label: string;
  close(): Promise<void>;
}

export async function openBenchDatabase(scale: number, env: string): Promise<BenchDatabase> {
  const engine = process.env[env] ?? (scale >= 10 ? 'postgres' : 'pglite');
  const postgres = engine === 'postgres' ? await startPostgres() : null;
  if (engine === 'postgres' && !postgres) throw new Error(`${env}=postgres needs Debian’s postgresql`);
  const backend = await createBackend({
    ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
    seed: 'none',
    logger: false,
  });
  return {
    backend,
    label: postgres ? postgres.version : 'PGlite',
    async close() {
      await backend.close();
      postgres?.stop();
    },
  };
}
