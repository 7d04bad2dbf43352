import { createHash } from 'node:crypto';
import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConnectorError } from '../connector-errors.ts';
import { type Faults, LocalService } from '../local/local-service.ts';
import type { DriveConnector, DriveFile } from './drive-connector.ts';

export const DRIVE_SERVICE = 'Drive';
// Folder ids and names come from configuration and report names: kept to one safe path segment.
const SAFE = /^[A-Za-z0-9._-]{1,128}$/;

export type LocalDrive = DriveConnector & Faults;

/**
 * A folder as drive: `<root>/<folderId>/<name>`, owner-only (0700 folders, 0600 files) since
 * delivered reports hold a seller's figures. Google Drive allows about 10 writes a second per
 * user; the local bucket is the same.
 */
export function createLocalDrive(root: string): LocalDrive {
  const base = resolve(root);
  const service = new LocalService(DRIVE_SERVICE, { defaultRate: { perSecond: 10, burst: 10 } });
  const checked = (operation: string, ...segments: string[]) => {
    if (!segments.every((s) => SAFE.test(s) && s !== '.' && s !== '..'))
      throw new ConnectorError(DRIVE_SERVICE, operation, 400, false);
  };
  const fileOf = async (folderId: string, name: string): Promise<DriveFile> => {
    const path = join(base, folderId, name);
    const { size } = await stat(path);
    return {
      id: createHash('sha256').update(`${folderId}/${name}`).digest('base64url').slice(0, 22),
      folderId,
      name,
      size,
      link: pathToFileURL(path).href,
    };
  };
  return {
    failNext: (...args) => service.failNext(...args),
    upload: ({ folderId, name, data }) =>
      service.call('upload', folderId, async () => {
        checked('upload', folderId, name);
        await mkdir(join(base, folderId), { recursive: true, mode: 0o700 });
        await chmod(base, 0o700);
        await writeFile(join(base, folderId, name), data, { mode: 0o600 });
        return fileOf(folderId, name);
      }),
    list: (folderId) =>
      service.call('list', folderId, async () => {
        checked('list', folderId);
        const names = await readdir(join(base, folderId)).catch(() => [] as string[]);
        return Promise.all(names.sort().map((name) => fileOf(folderId, name)));
      }),
  };
}
