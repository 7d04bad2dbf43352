import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of the backend: stopping it is the backend going away for the
 * gateway (refused connections, dropped sockets), starting it again on the same port is the
 * backend coming back — without re-seeding a database.
 */
export interface TcpProxy {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Drops open connections whose first bytes match (e.g. websocket upgrades), keeping the rest. */
  dropConnections(match: (firstChunk: string) => boolean): number;
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const open = new Map<Socket, { upstream: Socket; first: string }>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        const entry = { upstream, first: '' };
        open.set(client, entry);
        client.once('data', (chunk) => {
          entry.first = chunk.toString('latin1', 0, 200);
        });
        client.pipe(upstream).pipe(client);
        const end = () => {
          open.delete(client);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    async stop() {
      const closing = server;
      server = null;
      for (const [client, { upstream }] of open) {
        client.destroy();
        upstream.destroy();
      }
      open.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
    dropConnections(match) {
      let dropped = 0;
      for (const [client, { upstream, first }] of open) {
        if (!match(first)) continue;
        client.destroy();
        upstream.destroy();
        open.delete(client);
        dropped += 1;
      }
      return dropped;
    },
  };
}
