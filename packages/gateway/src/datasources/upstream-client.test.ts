import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendUpstream } from './upstream-client.ts';

/**
 * A backend that answers every request except the `cut`-th, whose connection it closes unanswered:
 * what a backend does to a kept-alive socket it takes for idle as a request arrives on it.
 */
async function backend(cut: number) {
  let seen = 0;
  const server: Server = createServer((req, res) => {
    seen += 1;
    if (seen === cut) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ n: seen }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (path: string) => new URL(`http://127.0.0.1:${port}${path}`), seen: () => seen };
}

let open: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => open?.close(resolve) ?? resolve(null));
  open = null;
});

describe('sendUpstream on a kept-alive socket the backend closes unanswered', () => {
  it('sends an idempotent call once more, on a fresh socket', async () => {
    const b = await backend(2);
    open = b.server;
    expect((await sendUpstream({ method: 'GET', url: b.url('/a'), headers: {} })).body).toEqual({ n: 1 });
    // The second call reuses the first one's socket, which the backend closes unanswered.
    const answer = await sendUpstream({ method: 'GET', url: b.url('/b'), headers: {} });
    expect(answer).toEqual({ status: 200, body: { n: 3 } });
    expect(b.seen()).toBe(3);
  });

  it('reports a call that is not idempotent instead of sending it twice', async () => {
    const b = await backend(2);
    open = b.server;
    await sendUpstream({ method: 'GET', url: b.url('/a'), headers: {} });
    await expect(
      sendUpstream({ method: 'POST', url: b.url('/b'), headers: {}, body: '{}' }),
    ).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(b.seen()).toBe(2);
  });

  it('does not retry a reset on a socket of its own', async () => {
    const b = await backend(1);
    open = b.server;
    await expect(sendUpstream({ method: 'GET', url: b.url('/a'), headers: {} })).rejects.toMatchObject({
      code: 'ECONNRESET',
    });
    expect(b.seen()).toBe(1);
  });
});
