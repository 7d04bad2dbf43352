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

/**
 * Sends one request over Node's own HTTP client and reads the whole answer. A plain `http.request`
 * instead of a fetch implementation: the backend is one trusted service on a kept-alive pool, and
 * the fetch layers (Request/Response objects, header classes, body streams and their clones) were
 * a fifth of the gateway's CPU per request (docs/decisions/0242). Rejects on a refused or cut
 * connection and on a JSON body that does not parse; the data source reports those as an outage.
 */
export function sendUpstream(call: UpstreamRequest): Promise<UpstreamAnswer> {
  const secure = call.url.protocol === 'https:';
  const headers =
    call.body === undefined
      ? call.headers
      : { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) };
  const options: RequestOptions = { method: call.method, headers, agent: secure ? httpsAgent : httpAgent };
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? httpsRequest : httpRequest)(call.url, options, (res) => {
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
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}
