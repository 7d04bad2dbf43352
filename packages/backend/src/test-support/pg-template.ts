import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { createBackend } from '../backend.ts';
import { REPO_ROOT } from '../config/paths.ts';

/** Names the seeded template database of this test run on TEST_DATABASE_URL's server. */
export const PG_TEMPLATE_ENV = 'PORTAL_PG_TEMPLATE';

/** Creates a migrated, demo-seeded database once per run; test databases are copies of it. */
export async function buildServerTemplate(serverUrl: string): Promise<string> {
  const name = `portal_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const backend = await createBackend({
    databaseUrl: url.toString(),
    seed: 'demo',
    ephemeral: true,
    logger: false,
  });
  await backend.close();
  return name;
}

/**
 * buildServerTemplate in a process of its own. The seed makes its rows in JavaScript: in the global
 * setup's own process that work took turns on one core with the PGlite snapshot's seed (WebAssembly,
 * same thread) while the machine's other core had little to do (docs/decisions/0631).
 */
export async function buildServerTemplateApart(serverUrl: string): Promise<string> {
  const cli = fileURLToPath(new URL('./pg-template-cli.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, serverUrl], {
    cwd: REPO_ROOT,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; message: string }) => {
    throw new Error(`the PostgreSQL template did not build: ${error.stderr || error.message}`);
  });
  const name = /^template (\w+)$/m.exec(stdout)?.[1];
  if (!name) throw new Error(`the PostgreSQL template build named no database: ${stdout.slice(-500)}`);
  return name;
}

/** Drops the run's template database. */
export async function dropServerTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
