import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStore } from '../../files/file-store.ts';
import type { ConnectorHttp } from '../http/connector-http.ts';

export interface S3FileStoreOptions {
  http: ConnectorHttp;
  /** Any S3-compatible endpoint (AWS, MinIO, R2, …); objects are addressed path-style. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

// TypeScript's DOM lib wants an ArrayBuffer-backed view for a body; a Node Buffer is typed
// ArrayBufferLike (it could be a SharedArrayBuffer, never is here). Same bytes, no copy.
const asBody = (data: Uint8Array): Uint8Array<ArrayBuffer> => data as Uint8Array<ArrayBuffer>;

/** Keys are the portal's own, but one must never address another part of the bucket. */
function checkedKey(key: string): string {
  const segments = key.split('/');
  if (key.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(`file key outside the store: ${key}`);
  return segments.map(encodeURIComponent).join('/');
}

/**
 * The file store on an S3-compatible bucket: PUT, GET and DELETE of objects, signed with AWS
 * Signature V4 (aws4fetch, WebCrypto, no SDK) and sent through the shared connector client, so
 * they time out, retry and log like every other outside call. Reads stream.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const aws = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });
  const urlOf = (key: string) =>
    `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${checkedKey(key)}`;
  const signedHeaders = async (method: string, url: string, body?: Uint8Array) => {
    const request = await aws.sign(url, { method, ...(body ? { body: asBody(body) } : {}) });
    return Object.fromEntries(request.headers);
  };
  return {
    async put(key, data) {
      const url = urlOf(key);
      await options.http.text(url, {
        operation: 'putObject',
        method: 'put',
        headers: { ...(await signedHeaders('PUT', url, data)), 'content-type': 'application/octet-stream' },
        body: asBody(data),
      });
      return data.byteLength;
    },
    async putStream(key, data) {
      // Not yet S3's multipart upload (ADR 0440): the stream is gathered, then PUT. The upload
      // route has already bounded it (CSV_MAX_BYTES), so this is bounded memory, not constant.
      const chunks: Buffer[] = [];
      for await (const chunk of data) chunks.push(chunk as Buffer);
      return this.put(key, Buffer.concat(chunks));
    },
    open(key) {
      // The store's contract is a stream at once; the request starts behind it.
      const out = new PassThrough();
      const url = urlOf(key);
      void (async () => {
        const body = await options.http.stream(url, {
          operation: 'getObject',
          headers: await signedHeaders('GET', url),
        });
        if (!body) return out.end();
        Readable.fromWeb(body as NodeReadableStream<Uint8Array>).pipe(out);
      })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
      return out;
    },
    async remove(key) {
      const url = urlOf(key);
      await options.http.text(url, {
        operation: 'deleteObject',
        method: 'delete',
        headers: await signedHeaders('DELETE', url),
      });
    },
  };
}
