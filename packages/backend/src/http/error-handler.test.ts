import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createErrorHandler, notFoundHandler } from './error-handler.ts';
import { badRequest } from './http-error.ts';

async function serve(app: express.Express, path: string) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: res.status, body: await res.json() };
  } finally {
    server.close();
  }
}

describe('error handler', () => {
  it('answers an internal failure with a generic 500 and logs it, without the stack', async () => {
    const logged: unknown[] = [];
    const app = express();
    app.get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    app.use(createErrorHandler((_message, err) => logged.push(err)));
    const res = await serve(app, '/boom');
    expect(res).toEqual({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    expect(logged).toHaveLength(1);
  });

  it("answers the caller's mistakes with their status and message", async () => {
    const app = express();
    app.get('/bad', async () => {
      throw badRequest('page must be an integer');
    });
    app.use(notFoundHandler);
    app.use(createErrorHandler(() => {}));
    expect(await serve(app, '/bad')).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'page must be an integer' },
    });
    expect((await serve(app, '/missing')).status).toBe(404);
  });
});
