// Peer gateway for bench/peer-gateways.ts: GraphQL Mesh's OpenAPI handler (@omnigraph/openapi) builds
// an executable schema from the backend's /openapi.json, served by graphql-yoga. No code of ours maps
// fields: every GET becomes a Query field named by its operationId, the bearer token passed through.
// Env: UPSTREAM_URL (the backend), PORT (0 = any). Prints `ready <url>` on stdout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadGraphQLSchemaFromOpenAPI } from '@omnigraph/openapi';
import { printSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';

const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:5101';
const schema = await loadGraphQLSchemaFromOpenAPI('portal', {
  source: `${upstream}/openapi.json`,
  endpoint: upstream,
  operationHeaders: { authorization: '{context.headers.authorization}' },
});
if (process.env.PRINT_SCHEMA) console.error(printSchema(schema));

const yoga = createYoga({
  schema,
  logging: false,
  graphiql: false,
  landingPage: false,
  // Mesh interpolates `{context.headers.…}`; yoga's context carries a Fetch Request instead.
  context: ({ request }) => ({ headers: Object.fromEntries(request.headers) }),
});
const server = createServer(yoga);
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`ready http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
