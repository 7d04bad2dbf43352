// The floor for bench/events.ts: a plain `ws` server that broadcasts one small JSON message to
// every connected socket on POST /emit (CONTROL_PORT), with its emit instant; no GraphQL, no
// socket.io, no authentication. Prints `ready <url>`.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer();
const sockets = new WebSocketServer({ server });
const now = () => performance.timeOrigin + performance.now();
const control = createServer((req, res) => {
  const seq = Number(new URL(req.url ?? '/', 'http://control').searchParams.get('seq'));
  const message = JSON.stringify({ id: seq, comment: String(now()) });
  for (const socket of sockets.clients) socket.send(message);
  res.writeHead(204).end();
});
await new Promise<void>((resolve) => control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1', resolve));
await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
const address = server.address();
console.log(`ready http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => process.exit(0));
