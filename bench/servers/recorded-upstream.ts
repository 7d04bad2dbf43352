// A stand-in upstream for the gateway CPU bench: it records, once, the real backend's answers to the
// calls the bench makes (with a real signed-in token) and replays them from memory, so every
// gateway in front of it pays only its own cost. Env: RECORD_FROM (backend URL), RECORD_TOKEN
// (a backend access token), PORT (0 = any). Prints `ready <url>` on stdout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const source = process.env.RECORD_FROM ?? '';
const token = process.env.RECORD_TOKEN ?? '';
const PATHS = [
  '/.well-known/jwks.json',
  '/openapi.json',
  '/healthz',
  '/auth/session',
  '/users/me',
  '/brands/get-authorized-marketplaces',
  '/brands/ids',
];

interface Recorded {
  status: number;
  contentType: string;
  body: Buffer;
}
const recorded = new Map<string, Recorded>();
for (const path of PATHS) {
  const res = await fetch(`${source}${path}`, { headers: { authorization: `Bearer ${token}` } });
  recorded.set(path, {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(await res.arrayBuffer()),
  });
}
// Mesh reads the server address from the document: point it here.
let openapi = recorded.get('/openapi.json');

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const answer = recorded.get(path);
  req.resume();
  if (!answer) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  res.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (openapi) {
    const doc = JSON.parse(openapi.body.toString()) as { servers?: Array<{ url: string }> };
    doc.servers = [{ url }];
    openapi = { ...openapi, body: Buffer.from(JSON.stringify(doc)) };
    recorded.set('/openapi.json', openapi);
  }
  console.log(`ready ${url}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
