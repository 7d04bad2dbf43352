import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { compileErrors, validate } from '@readme/openapi-parser';
import express, { type Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { LOCAL_CONNECTORS } from '../connectors/connector-config.ts';
import { createOutbox } from '../connectors/mail/outbox.ts';
import { createConnectors } from '../connectors/registry.ts';
import { type DatabaseConnection, openDatabase } from '../db/connection.ts';
import { localFileStore } from '../files/file-store.ts';
import { createApp } from '../http/app.ts';
import { queueFor } from '../jobs/queue-for.ts';
import { LoginLimiter } from '../modules/auth/login-limiter.ts';
import { loadSigningKeys } from '../modules/auth/signing-keys.ts';
import { CONTRACT_ROUTES } from '../modules/domains.ts';
import { SecretsService } from '../secrets/secrets-service.ts';
import { registeredRoutes } from './registered-routes.ts';
import { serviceOpenApiDocument as openApiDocument } from './service-document.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('the OpenAPI document', () => {
  let connection: DatabaseConnection;
  let app: Express;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // Routes are registered when the app is built; the database is never queried here.
    connection = await openDatabase({ pgliteDataDir: 'memory://' });
    const ctx: AppContext = {
      db: connection.db,
      keys: await loadSigningKeys(undefined, null),
      mail: createOutbox(null),
      // Neither is used: only the routes are read.
      files: localFileStore(tmpdir()),
      connectors: createConnectors(LOCAL_CONNECTORS, {
        db: connection.db,
        billingWebhook: async () => {},
        publicUrl: 'http://portal.test',
        filesDir: tmpdir(),
        driveDir: tmpdir(),
        outbox: createOutbox(null),
      }),
      jobs: queueFor(connection, { extraKinds: [] }),
      loginLimiter: new LoginLimiter(),
      realtime: { emitToUser: () => {}, emitToBrand: () => {}, emitToStaff: () => {} },
      publicUrl: 'http://portal.test',
      devTools: true,
      log: () => {},
      secrets: SecretsService.fromConfig({ keyDir: null }),
    };
    app = createApp(ctx);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await connection?.db.destroy();
  });

  it('has a contract for every route the express app registers', () => {
    const declared = new Set(CONTRACT_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`));
    const routes = registeredRoutes(app).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(routes.length).toBeGreaterThan(20);

    const missing = routes.filter((route) => !declared.has(route));

    expect(
      missing,
      'declare these routes in a contract (packages/schema/src/<domain>/<domain>.rest.ts)',
    ).toEqual([]);
  });

  it('fails when a route is registered outside the contracts', () => {
    const rogue = express();
    rogue.use(app);
    rogue.get('/rogue', (_req, res) => {
      res.end();
    });
    const declared = new Set(CONTRACT_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`));

    const missing = registeredRoutes(rogue)
      .map((r) => `${r.method.toUpperCase()} ${r.path}`)
      .filter((route) => !declared.has(route));

    expect(missing).toEqual(['GET /rogue']);
  });

  it('documents no route the app does not have', () => {
    const routes = new Set(registeredRoutes(app).map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const documented = Object.entries(openApiDocument().paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${path}`),
    );

    expect(documented.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    // A plain JSON copy: the validator dereferences in place.
    const result = await validate(JSON.parse(JSON.stringify(openApiDocument())));

    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('gives every operation an id, a summary and a success answer', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(openApiDocument().paths ?? {})) {
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        const ok = Object.keys(op.responses ?? {}).some((status) => status.startsWith('2'));
        if (!op.operationId || !op.summary || !ok) problems.push(`${method.toUpperCase()} ${path}`);
      }
    }

    expect(problems).toEqual([]);
  });

  it('is served at GET /openapi.json', async () => {
    const res = await fetch(`${url}/openapi.json`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({
      openapi: '3.1.0',
      paths: { '/users/me': { get: { operationId: 'me' } } },
    });
  });

  it('has a docs page at GET /docs whose renderer is served locally', async () => {
    const page = await fetch(`${url}/docs`);
    const html = await page.text();
    const bundle = await fetch(`${url}/docs/swagger-ui-bundle.js`);

    expect(page.status).toBe(200);
    expect(html).toContain('<title>Portal backend REST API</title>');
    expect(html).not.toMatch(/https?:\/\//);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});
