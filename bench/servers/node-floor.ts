// The floor of any Node gateway, for bench/gateway-cpu.ts: plain `http` that reads the GraphQL body
// and forwards the bearer to the one REST call the operation needs, with a keep-alive agent, and
// wraps the answer as `{ data }`. No parsing, no validation, no authorization.
// Env: UPSTREAM_URL, PORT (0 = any). Prints `ready <url>` on stdout.
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:5101');
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const query = Buffer.concat(chunks).toString();
    const [field, path] = query.includes('authorizedMarketplaces')
      ? ['authorizedMarketplaces', '/brands/get-authorized-marketplaces']
      : ['me', '/users/me'];
    const call = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path,
        agent,
        headers: { authorization: req.headers.authorization ?? '' },
      },
      (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => body.push(chunk));
        answer.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(`{"data":{"${field}":${Buffer.concat(body).toString()}}}`);
        });
      },
    );
    call.on('error', () => res.writeHead(502).end());
    call.end();
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`ready http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
