import { type HttpFake, startHttpFake } from './http-fake.ts';

export const FAKE_S3 = {
  region: 'us-east-1',
  bucket: 'portal-files',
  accessKeyId: 'AKIAFAKE',
  secretAccessKey: 'fake',
};

/**
 * A local HTTP fake of an S3-compatible bucket (path-style PUT, GET, DELETE of objects). It checks
 * that each request is signed with Signature V4 for its access key and region, not the signature
 * itself: the signing is aws4fetch's, tested where it is kept.
 */
export async function startFakeS3(): Promise<HttpFake & { objects: Map<string, string> }> {
  const objects = new Map<string, string>();
  const scope = `Credential=${FAKE_S3.accessKeyId}/`;
  const fake = await startHttpFake((req, res) => {
    const auth = String(req.headers.authorization ?? '');
    if (
      !auth.startsWith('AWS4-HMAC-SHA256 ') ||
      !auth.includes(scope) ||
      !auth.includes(`/${FAKE_S3.region}/s3/`)
    )
      return void res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
    const prefix = `/${FAKE_S3.bucket}/`;
    if (!req.path.startsWith(prefix))
      return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
    const key = decodeURIComponent(req.path.slice(prefix.length));
    if (req.method === 'PUT') {
      objects.set(key, req.body);
      return void res.writeHead(200, { etag: '"fake"' }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    const body = objects.get(key);
    if (body === undefined) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  });
  return { ...fake, objects };
}
