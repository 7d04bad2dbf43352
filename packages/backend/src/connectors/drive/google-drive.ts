import { randomUUID } from 'node:crypto';
import { DRIVE_MESSAGES } from '@portal/schema';
import { JobError } from '../../jobs/job-errors.ts';
import { ConnectorError } from '../connector-errors.ts';
import type { ConnectorHttp } from '../http/connector-http.ts';
import type { DriveConnector, DriveFile } from './drive-connector.ts';

export interface GoogleDriveOptions {
  http: ConnectorHttp;
  /** https://www.googleapis.com (files.list under /drive/v3, uploads under /upload/drive/v3). */
  apiUrl: string;
  /** https://oauth2.googleapis.com/token. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The grant of the Google account whose drive (or shared drive) receives the reports, scope drive.file. */
  refreshToken: () => Promise<string | null>;
}

interface GoogleFile {
  id: string;
  name: string;
  size?: string;
  webViewLink?: string;
}

const FIELDS = 'id,name,size,webViewLink';
// An access token lives an hour; one a minute short of its end is renewed first.
const EARLY_MS = 60_000;

/**
 * Google Drive v3 (ADR 0535). Service accounts created since April 2025 have no storage of their
 * own, so the reports go through a user's grant (scope drive.file) into their drive or a shared
 * drive (`supportsAllDrives`). A refused write (403: the quota of a service account, a folder the
 * grant cannot write to) is the spec's warning, not retried; 429 and 5xx go back to the queue.
 */
export function createGoogleDrive(options: GoogleDriveOptions): DriveConnector {
  const { http, apiUrl } = options;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const refreshToken = await options.refreshToken();
    if (!refreshToken) throw new JobError(DRIVE_MESSAGES.writePermission, false);
    const answer = await http.json<{ access_token: string; expires_in: number }>(options.tokenUrl, {
      operation: 'token',
      method: 'post',
      idempotent: true,
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }),
    });
    token = { value: answer.access_token, until: Date.now() + answer.expires_in * 1000 - EARLY_MS };
    return token.value;
  }

  const fileOf = (folderId: string, f: GoogleFile): DriveFile => ({
    id: f.id,
    folderId,
    name: f.name,
    size: Number(f.size ?? 0),
    link: f.webViewLink ?? `https://drive.google.com/file/d/${f.id}/view`,
  });

  const refused = (error: unknown) =>
    error instanceof ConnectorError && error.status === 403
      ? new JobError(DRIVE_MESSAGES.writePermission, false)
      : error;

  return {
    async upload({ folderId, name, mimeType, data }) {
      // multipart/related: the metadata part, then the file's bytes (files.create, uploadType=multipart).
      const boundary = `portal-${randomUUID()}`;
      const metadata = JSON.stringify({ name, parents: [folderId], mimeType });
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n` +
            `--${boundary}\r\nContent-Type: ${mimeType}\r\n\r\n`,
        ),
        Buffer.from(data),
        Buffer.from(`\r\n--${boundary}--`),
      ]);
      const url = new URL('/upload/drive/v3/files', apiUrl);
      url.search = new URLSearchParams({
        uploadType: 'multipart',
        supportsAllDrives: 'true',
        fields: FIELDS,
      }).toString();
      try {
        const file = await http.json<GoogleFile>(url, {
          operation: 'upload',
          method: 'post',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': `multipart/related; boundary=${boundary}`,
          },
          body,
        });
        return fileOf(folderId, file);
      } catch (error) {
        throw refused(error);
      }
    },
    async list(folderId) {
      const files: DriveFile[] = [];
      let pageToken: string | undefined;
      do {
        const url = new URL('/drive/v3/files', apiUrl);
        url.search = new URLSearchParams({
          // The folder id is checked to Drive's id alphabet before it is quoted into the query.
          q: `'${folderId.replace(/[^A-Za-z0-9_-]/g, '')}' in parents and trashed=false`,
          supportsAllDrives: 'true',
          includeItemsFromAllDrives: 'true',
          orderBy: 'name',
          pageSize: '100',
          fields: `nextPageToken,files(${FIELDS})`,
          ...(pageToken ? { pageToken } : {}),
        }).toString();
        const page = await http.json<{ files: GoogleFile[]; nextPageToken?: string }>(url, {
          operation: 'list',
          headers: { authorization: `Bearer ${await accessToken()}` },
        });
        files.push(...page.files.map((f) => fileOf(folderId, f)));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return files;
    },
  };
}
