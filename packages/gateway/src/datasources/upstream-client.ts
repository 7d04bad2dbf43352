import { Agent as HttpAgent, request as httpRequest, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** One call to the backend, ready for the wire. */
export interface UpstreamRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Already serialized (JSON). */
  body?: string;
}

/** The backend's answer: its status and its body, parsed when it says it is JSON. */
export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

// One kept-alive pool per process: sockets are reused across requests and callers (each call still
// carries its own bearer), so no call pays a TCP handshake.
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/** Methods a second sending cannot do twice (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Sends one request over Node's own HTTP client and reads the whole answer. A plain `http.request`
 * instead of a fetch implementation: the backend is one trusted service on a kept-alive pool, and
 * the fetch layers (Request/Response objects, header classes, body streams and their clones) were
 * a fifth of the gateway's CPU per request (docs/decisions/0242). Rejects on a refused or cut
 * connection and on a JSON body that does not parse; the data source reports those as an outage.
 *
 * A kept-alive socket the backend closes as idle just as a request is written on it answers with a
 * reset before the backend has read anything. After the backend's event loop stood still (a long
 * job, a busy machine) many idle timers fire at once and the race is common. An idempotent call
 * that meets it on a reused socket is sent once more on a fresh one, as Node's documentation
 * advises; any other call is reported, since the backend may have acted on it.
 */
export async function sendUpstream(call: UpstreamRequest): Promise<UpstreamAnswer> {
  try {
    return await sendOnce(call);
  } catch (error) {
    if (!(error instanceof ResetOnReusedSocket) || !IDEMPOTENT.has(call.method.toUpperCase())) {
      throw error instanceof ResetOnReusedSocket ? error.cause : error;
    }
    return sendOnce(call, true);
  }
}

/** A reset on a kept-alive socket reused from the pool, before any answer arrived. */
class ResetOnReusedSocket extends Error {
  constructor(override readonly cause: unknown) {
    super(String(cause));
  }
}

function sendOnce(call: UpstreamRequest, freshSocket = false): Promise<UpstreamAnswer> {
  const secure = call.url.protocol === 'https:';
  const headers =
    call.body === undefined
      ? call.headers
      : { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) };
  const pool = secure ? httpsAgent : httpAgent;
  // `agent: false` opens a socket of its own for this one call (closed after it).
  const options: RequestOptions = { method: call.method, headers, agent: freshSocket ? false : pool };
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = (secure ? httpsRequest : httpRequest)(call.url, options, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('error', reject);
      res.on('close', () => {
        if (!res.complete) reject(new Error('the answer was cut short'));
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        // What RESTDataSource read as JSON: a JSON type on an answer that has a body.
        const json =
          status !== 204 && res.headers['content-length'] !== '0' && isJson(res.headers['content-type']);
        if (!json) return resolve({ status, body: text });
        try {
          resolve({ status, body: JSON.parse(text) });
        } catch (error) {
          reject(error);
        }
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const raced = !answered && outgoing.reusedSocket && error.code === 'ECONNRESET';
      reject(raced ? new ResetOnReusedSocket(error) : error);
    });
    outgoing.end(call.body);
  });
}
