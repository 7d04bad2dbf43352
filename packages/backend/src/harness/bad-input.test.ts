import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { createOutbox } from '../connectors/mail/outbox.ts';
import { createApp } from '../http/app.ts';
import { LoginLimiter } from '../modules/auth/login-limiter.ts';
import { loadSigningKeys } from '../modules/auth/signing-keys.ts';
import { type RegisteredRoute, registeredRoutes } from '../openapi/registered-routes.ts';
import { serviceOpenApiDocument as openApiDocument } from '../openapi/service-document.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../test-support/test-backend.ts';
import {
  changedTables,
  type DatabaseSnapshot,
  snapshotDatabase,
  type WriteWatch,
  watchWrites,
  writtenTables,
} from './db-snapshot.ts';
import { type BadRequestCase, badRequestsFor } from './rest-variants.ts';

// Failed sign-ins are recorded on purpose (login slowdown); every other table must stay as it was.
const AUDIT_TABLES = new Set(['login_attempts']);
// Served files, not API calls.
const NOT_API = new Set(['GET /openapi.json', 'GET /docs', 'GET /docs/docs-init.js']);

/** Every route of the express app, read from its router stack (routes added later are included). */
async function appRoutes(api: TestApi): Promise<RegisteredRoute[]> {
  const ctx: AppContext = {
    ...api.backend.ctx,
    keys: await loadSigningKeys(undefined, null),
    mail: createOutbox(null),
    loginLimiter: new LoginLimiter(),
    realtime: { emitToUser: () => {}, emitToBrand: () => {}, emitToStaff: () => {} },
    publicUrl: 'http://portal.test',
    devTools: true,
    log: () => {},
  };
  const app: Express = createApp(ctx);
  return registeredRoutes(app).filter((r) => !NOT_API.has(`${r.method.toUpperCase()} ${r.path}`));
}

describe('bad input to every REST call', () => {
  let api: TestApi;
  let routes: RegisteredRoute[];
  let adminToken: string;
  let values: Record<string, unknown>;
  let tried = 0;
  let fullBefore: DatabaseSnapshot;
  let watch: WriteWatch;
  const snapshot = () => snapshotDatabase(api.backend.db, { exclude: AUDIT_TABLES });

  beforeAll(async () => {
    const database = databasesUnderTest()[0];
    if (!database) throw new Error('no database under test');
    api = await startTestBackend(database);
    routes = await appRoutes(api);
    const admin = await api.login('admin@demo.test');
    adminToken = admin.accessToken;
    values = { userId: admin.userId, tableName: 'harness-table', brandCode: 'MC001', brand_code: 'MC001' };
    fullBefore = await snapshot();
    watch = await watchWrites(api.backend.db, { exclude: AUDIT_TABLES });
  }, 180_000);
  afterAll(async () => {
    console.log(`bad input (REST): ${routes?.length ?? 0} routes, ${tried} malformed requests`);
    await api?.stop();
  });

  async function send(c: BadRequestCase, token?: string): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (c.contentType) headers['content-type'] = c.contentType;
    tried += 1;
    let res: Response;
    try {
      res = await fetch(`${api.url}${c.path}`, { method: c.method, headers, body: c.body });
    } catch (error) {
      return { status: 0, body: `no answer: ${String((error as Error).cause ?? error)}` };
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: judged as text below.
    }
    return { status: res.status, body };
  }

  /** Problems with one answer: a 5xx, a refusal that should have been, or an unclear error body. */
  function judge(c: BadRequestCase, status: number, body: unknown): string | null {
    const where = `${c.route} [${c.label}]`;
    if (status === 0) return `${where}: ${String(body)}`;
    if (status >= 500) return `${where}: answered ${status}`;
    if (c.mustRefuse && (status < 400 || status >= 500)) return `${where}: expected a 4xx, got ${status}`;
    if (status >= 400) {
      const message = (body as { message?: unknown } | null)?.message;
      if (typeof message !== 'string' || message === '') return `${where}: ${status} without a message`;
      if (/at .*\.(ts|js):\d+|stack|node_modules/.test(message))
        return `${where}: leaks internals: ${message}`;
    }
    return null;
  }

  it('finds the routes to prove', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('refuses malformed input to every route with a clear 4xx and writes nothing', async () => {
    const doc = openApiDocument();
    const problems: string[] = [];
    // Writes are counted per route: the counts after a route are the counts before the next one.
    let before = await watch.writes();
    for (const route of routes) {
      const cases = badRequestsFor(doc, route, values);
      for (const c of cases) {
        const { status, body } = await send(c, adminToken);
        const problem = judge(c, status, body);
        if (problem) problems.push(problem);
      }
      const after = await watch.writes();
      const written = writtenTables(before, after);
      if (written.length)
        problems.push(`${route.method.toUpperCase()} ${route.path}: wrote ${written.join(', ')}`);
      before = after;
    }

    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(routes.length);
  }, 600_000);

  it('answers every route without a token with a 4xx at most, never a 5xx', async () => {
    const doc = openApiDocument();
    const before = await watch.writes();
    const problems: string[] = [];
    for (const route of routes) {
      const [first] = badRequestsFor(doc, route, values);
      const c: BadRequestCase = first ?? {
        route: `${route.method.toUpperCase()} ${route.path}`,
        label: 'no token',
        method: route.method.toUpperCase(),
        path: route.path.replace(/\{[^}]+\}/g, 'harness'),
        mustRefuse: false,
      };
      const { status, body } = await send({ ...c, label: `no token, ${c.label}` });
      const problem = judge(c, status, body);
      if (problem) problems.push(problem);
    }

    expect(problems).toEqual([]);
    expect(writtenTables(before, await watch.writes())).toEqual([]);
  }, 120_000);

  it('left every table, big ones included, exactly as the seed made it', async () => {
    expect(changedTables(fullBefore, await snapshot())).toEqual([]);
  });
});
