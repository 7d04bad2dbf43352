import { randomUUID } from 'node:crypto';
import { type HttpFake, sendJson, startHttpFake } from './http-fake.ts';

interface StoredFile {
  id: string;
  name: string;
  parents: string[];
  content: string;
}

export interface FakeGoogleDrive extends HttpFake {
  files: StoredFile[];
  /** Tokens handed out by the fake token endpoint. */
  issued: string[];
  /** Folders whose writes are refused with Drive's 403 storageQuotaExceeded. */
  quotaExceeded: Set<string>;
}

/**
 * Google's token endpoint and Drive v3 files.create (uploadType=multipart) and files.list, as far
 * as the adapter uses them: the bearer token must be one the token endpoint issued.
 */
export async function startFakeGoogleDrive(): Promise<FakeGoogleDrive> {
  const files: StoredFile[] = [];
  const issued: string[] = [];
  const quotaExceeded = new Set<string>();
  const fake = await startHttpFake((req, res) => {
    if (req.path === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(req.body);
      if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== 'refresh-ok')
        return sendJson(res, 400, { error: 'invalid_grant' });
      const token = `ya29.${randomUUID()}`;
      issued.push(token);
      return sendJson(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!issued.includes(bearer)) return sendJson(res, 401, { error: { code: 401 } });
    if (req.path === '/upload/drive/v3/files' && req.method === 'POST') {
      if (req.query.get('uploadType') !== 'multipart') return sendJson(res, 400, { error: { code: 400 } });
      const boundary = /boundary=(.+)$/.exec(String(req.headers['content-type']))?.[1];
      const parts = req.body.split(`--${boundary}`).slice(1, -1);
      const [meta, content] = parts.map((p) => p.slice(p.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, ''));
      const metadata = JSON.parse(meta ?? '{}') as { name: string; parents: string[] };
      if (metadata.parents.some((p) => quotaExceeded.has(p)))
        return sendJson(res, 403, { error: { code: 403, errors: [{ reason: 'storageQuotaExceeded' }] } });
      const file = {
        id: randomUUID().replaceAll('-', ''),
        name: metadata.name,
        parents: metadata.parents,
        content: content ?? '',
      };
      files.push(file);
      return sendJson(res, 200, {
        id: file.id,
        name: file.name,
        size: String(Buffer.byteLength(file.content)),
        webViewLink: `https://drive.google.com/file/d/${file.id}/view`,
      });
    }
    if (req.path === '/drive/v3/files' && req.method === 'GET') {
      const folder = /^'([^']+)' in parents and trashed=false$/.exec(req.query.get('q') ?? '')?.[1];
      const inFolder = files.filter((f) => folder && f.parents.includes(folder));
      return sendJson(res, 200, {
        files: inFolder.map((f) => ({
          id: f.id,
          name: f.name,
          size: String(Buffer.byteLength(f.content)),
          webViewLink: `https://drive.google.com/file/d/${f.id}/view`,
        })),
      });
    }
    sendJson(res, 404, { error: { code: 404 } });
  });
  return Object.assign(fake, { files, issued, quotaExceeded });
}
