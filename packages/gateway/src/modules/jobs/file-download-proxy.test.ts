import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisingDownloadRouter } from '../advertising/download-proxy.ts';
import { fileDownloadRouter } from './file-download-proxy.ts';

const listen = async (app: express.Express) => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

describe('the download proxies', () => {
  let upstream: Awaited<ReturnType<typeof listen>>;
  let gateway: Awaited<ReturnType<typeof listen>>;
  let down: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const backend = express();
    backend.get(['/files/:token', '/advertising/downloads/:token'], (req, res) => {
      if (req.params.token === 'expired') return void res.status(404).json({ message: 'File not found.' });
      res.setHeader('content-disposition', 'attachment; filename="report.csv"');
      res.type('text/csv').send(`path ${req.path}`);
    });
    upstream = await listen(backend);
    const app = express();
    app.use(advertisingDownloadRouter(upstream.url));
    app.use(fileDownloadRouter(upstream.url));
    gateway = await listen(app);
    const orphan = express();
    // Nothing listens on port 9 of this machine: the upstream is down.
    orphan.use(fileDownloadRouter('http://127.0.0.1:9'));
    down = await listen(orphan);
  });
  afterAll(() => {
    for (const s of [upstream, gateway, down]) s?.server.close();
  });

  it.each(['/files', '/advertising/downloads'])(
    'streams %s/{token} through with its headers',
    async (prefix) => {
      const res = await fetch(`${gateway.url}${prefix}/t0k3n`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="report.csv"');
      expect(await res.text()).toBe(`path ${prefix}/t0k3n`);
    },
  );

  it('passes the backend refusal on, and says the service is unavailable when it is down', async () => {
    const refused = await fetch(`${gateway.url}/files/expired`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: 'File not found.' });
    const unavailable = await fetch(`${down.url}/files/t0k3n`);
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toEqual({
      statusCode: 503,
      message: 'The service is unavailable, please try again later',
    });
  });
});
