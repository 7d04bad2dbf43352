import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from './test-kit/gateway-harness.ts';
import { outcome, postGraphQL } from './test-kit/graphql-http.ts';

describe('gateway HTTP surface', () => {
  let harness: GatewayHarness;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'portal-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    await writeFile(join(webDist, 'app.js'), 'console.log("portal");');
    await mkdir(join(webDist, 'assets'));
    await writeFile(
      join(webDist, 'assets', 'index-CUn6BrU9.js'),
      `/* app */ ${'console.log("portal");\n'.repeat(200)}`,
    );
    harness = await startGatewayHarness({ webDist });
    harness.upstream.app.get('/users/me', (_req, res) => {
      // A contract break (unknown role) makes the gateway fail in a way nobody planned for.
      res.json({ userId: 1, email: 'x@demo.test', role: 'wizard' });
    });
  });
  afterAll(() => harness.close());

  it('refuses a simple POST that a browser could send cross-site', async () => {
    const response = await fetch(`${harness.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ health }' }),
    });

    expect(response.status).toBe(400);
  });

  it('refuses a GET operation without the preflight header and runs it with one', async () => {
    const url = `${harness.url}/graphql?query=${encodeURIComponent('{ health }')}`;

    const bare = await fetch(url);
    const preflighted = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });

    expect(bare.status).toBe(400);
    expect(await preflighted.json()).toEqual({ data: { health: 'ok' } });
  });

  it('masks unexpected failures as Internal server error without a stack trace', async () => {
    const token = await harness.upstream.signToken({ sub: '1', role: 'admin', email: 'x@demo.test' });

    const result = await postGraphQL(harness.url, '{ me { role } }', {}, token);

    expect(result.errors?.[0]?.message).toBe('Internal server error');
    expect(outcome(result)).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(result)).not.toMatch(/wizard|stacktrace/);
  });

  it('reports itself and the upstream on /healthz', async () => {
    const response = await fetch(`${harness.url}/healthz`);

    expect(await response.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });

  it('serves the web app files and falls back to index.html for page routes', async () => {
    const asset = await fetch(`${harness.url}/app.js`);
    const page = await fetch(`${harness.url}/brands/42`);
    const missingAsset = await fetch(`${harness.url}/missing.js`);

    expect(await asset.text()).toContain('portal');
    expect(await page.text()).toContain('<title>Portal</title>');
    expect(missingAsset.status).toBe(404);
  });

  it('sends the web app files gzip-compressed to a browser that accepts it', async () => {
    const asset = await fetch(`${harness.url}/assets/index-CUn6BrU9.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('console.log("portal")');
  });

  it('lets browsers keep content-hashed files for good and revalidate the page itself', async () => {
    const hashed = await fetch(`${harness.url}/assets/index-CUn6BrU9.js`);
    const page = await fetch(`${harness.url}/login`);

    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(page.headers.get('cache-control')).not.toMatch(/immutable/);
  });

  it('shows no IDE on GET /graphql in production', async () => {
    const response = await fetch(`${harness.url}/graphql`, { headers: { accept: 'text/html' } });

    expect(await response.text()).not.toMatch(/<html|sandbox/i);
  });
});

describe('gateway in development', () => {
  let harness: GatewayHarness;
  beforeAll(async () => {
    harness = await startGatewayHarness({ development: true });
  });
  afterAll(() => harness.close());

  it('shows the Apollo Sandbox landing page on GET /graphql', async () => {
    const response = await fetch(`${harness.url}/graphql`, { headers: { accept: 'text/html' } });

    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/sandbox/i);
  });

  it('reports the upstream down when it does not answer', async () => {
    await harness.upstream.close();

    const response = await fetch(`${harness.url}/healthz`);

    expect(await response.json()).toEqual({ status: 'ok', upstream: 'down' });
  });
});
