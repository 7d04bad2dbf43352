import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live (exports, generated PDFs; later uploads and images): never in table rows or
 * event payloads (DESIGN §5). The local folder is the default; an S3-compatible store can sit
 * behind the same interface.
 */
export interface FileStore {
  /** Writes the bytes under `key` and answers their size. */
  put(key: string, data: Buffer | Uint8Array): Promise<number>;
  /**
   * Writes a stream under `key` as it arrives (an upload of hundreds of MB never sits in memory)
   * and answers its size. The key holds the whole file or nothing: a stream that fails or is
   * destroyed midway (a size limit, a client gone) leaves no file behind.
   */
  putStream(key: string, data: Readable): Promise<number>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}

/**
 * A folder under the data directory, readable by the portal's own user only (0700 folders, 0600
 * files): exports hold a seller's figures.
 */
export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    // Keys are made by the portal, but a key must never reach outside the store.
    if (!path.startsWith(base + sep)) throw new Error(`file key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await chmod(base, 0o700);
      await writeFile(path, data, { mode: 0o600 });
      return data.byteLength;
    },
    async putStream(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await chmod(base, 0o700);
      // Written beside its name and renamed when whole: a reader never sees a partial file.
      const partial = `${path}.${randomUUID()}.part`;
      const out = createWriteStream(partial, { mode: 0o600 });
      try {
        await pipeline(data, out);
        await rename(partial, path);
        return out.bytesWritten;
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    open: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/** The store's folder for a data directory. */
export const filesDirOf = (dataDir: string): string => join(dataDir, 'files');
