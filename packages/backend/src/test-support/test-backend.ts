import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Backend, type BackendOptions, createBackend } from '../backend.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { contractProblems } from './contract-check.ts';
import { PG_TEMPLATE_ENV } from './pg-template.ts';

/** A database the integration tests run on: PGlite always, a real server when TEST_DATABASE_URL is set. */
export interface DatabaseUnderTest {
  name: string;
  /** `seeded`: the backend will ask for the demo seed, so a seeded copy may stand in for seeding. */
  options: (seeded: boolean) => Promise<{ opts: BackendOptions; drop: () => Promise<void> }>;
}

const PGLITE: DatabaseUnderTest = {
  name: 'pglite',
  options: async () => ({ opts: { pgliteDataDir: 'memory://' }, drop: async () => {} }),
};

/**
 * `TEST_DATABASES` (e.g. `postgres`, `pglite,postgres`) narrows the list; unset, every database
 * available runs. A list that names nothing available falls back to PGlite, so a file never runs on
 * no database at all.
 */
export function databasesUnderTest(): DatabaseUnderTest[] {
  const wanted = (process.env.TEST_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
  const list: DatabaseUnderTest[] = wanted.includes('pglite') ? [PGLITE] : [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && wanted.includes('postgres'))
    list.push({ name: 'postgres', options: (seeded) => freshServerDatabase(serverUrl, seeded) });
  return list.length > 0 ? list : [PGLITE];
}

/** A throw-away database on the test server, so each test file seeds into an empty one. */
async function freshServerDatabase(serverUrl: string, seeded: boolean) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the run's seeded template (see global-setup) is instant; seeding each would not be.
  const template = seeded ? process.env[PG_TEMPLATE_ENV] : undefined;
  // PostgreSQL 15's default copy strategy writes the whole template (~400 MB seeded) to WAL for
  // every test file; a file copy does not, and nothing here needs to survive a crash.
  const fileCopy =
    template && Number((await admin.query('show server_version_num')).rows[0]?.server_version_num) >= 150000;
  await admin.query(
    `create database ${name}${template ? ` template ${template}` : ''}${fileCopy ? ' strategy file_copy' : ''}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    opts: { databaseUrl: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApi {
  backend: Backend;
  url: string;
  /** fetch against the backend with JSON in and out. */
  call(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer shapes and assert on them
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Logs a demo account in and returns the login answer (user object with tokens). */
  login(email: string, password?: string): Promise<LoginAnswer>;
  stop(): Promise<void>;
}

export interface LoginAnswer {
  userId: string;
  accessToken: string;
  refreshToken: string;
  [field: string]: unknown;
}

export async function startTestBackend(
  database: DatabaseUnderTest,
  extra: BackendOptions = {},
): Promise<TestApi> {
  const seeded = (extra.seed ?? 'demo') === 'demo';
  const { opts, drop } = await database.options(seeded);
  const backend = await createBackend({
    ...opts,
    seed: 'demo',
    devTools: true,
    logger: false,
    publicUrl: 'http://portal.test',
    ...extra,
  });
  const url = await backend.listen(0);
  const call: TestApi['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${url}${path}`, { method, headers, body });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('application/json');
    const answer = text && json ? JSON.parse(text) : text || null;
    // Every answer a test receives is held to the route's contract (status, shape, error body).
    const problems = json || res.status === 204 ? contractProblems(method, path, res.status, answer) : [];
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return { status: res.status, body: answer, headers: res.headers };
  };
  return {
    backend,
    url,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const res = await call('POST', '/auth/login', { body: { email, password } });
      if (res.status !== 200)
        throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as LoginAnswer;
    },
    async stop() {
      await backend.close();
      await drop();
    },
  };
}
