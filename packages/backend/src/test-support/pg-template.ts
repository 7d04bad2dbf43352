import pg from 'pg';
import { createBackend } from '../backend.ts';

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
