import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { DataSourceConfig } from '@apollo/datasource-rest';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import nodeFetch from 'node-fetch';

type Fetcher = NonNullable<DataSourceConfig['fetch']>;

// node-fetch (what RESTDataSource uses) sends `Connection: close` unless it is given an agent, so
// every backend call paid a TCP handshake. One kept-alive pool per process instead; its sockets
// are reused across requests and callers (each call still carries its own bearer).
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

/** The fetch of every data source: node-fetch over the kept-alive agents. */
export const upstreamFetch: Fetcher = (url, init) =>
  nodeFetch(url, {
    ...(init as Parameters<typeof nodeFetch>[1]),
    agent: (parsed: URL) => (parsed.protocol === 'https:' ? httpsAgent : httpAgent),
  }) as unknown as ReturnType<Fetcher>;

/**
 * One HTTP cache for every data source instead of a new one per data source per request (what
 * RESTDataSource builds when given none). The backend's answers carry the caller's bearer, so a
 * shared cache stores none of them: this only saves the per-request construction.
 */
export const sharedHttpCache = new InMemoryLRUCache({ maxSize: 5 * 1024 * 1024 });
