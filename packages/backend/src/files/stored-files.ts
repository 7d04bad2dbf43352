import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { JOB_MESSAGES } from '@portal/schema';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../app-context.ts';
import { notFound } from '../http/http-error.ts';
import type { JobOwner } from '../jobs/job-kind.ts';
import { JWT_ALG } from '../modules/auth/signing-keys.ts';

/** A download link works this long: long enough to click, short enough to be useless if leaked. */
export const FILE_LINK_TTL_SECONDS = 10 * 60;
// A distinct issuer: a file link is never accepted as an access token, nor the reverse.
const ISSUER = 'portal-file';

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
}

/** Keeps a file for its owner: bytes in the file store, the owner and name in `stored_files`. */
export async function saveFile(
  ctx: AppContext,
  owner: JobOwner,
  file: { fileName: string; contentType: string; data: Buffer },
): Promise<StoredFile> {
  // A file is always someone's: only its owner is ever given a link to it.
  if (owner.userId === null) throw new Error('a stored file needs an owning user');
  const id = randomUUID();
  // One folder per user keeps a listing of the store readable; the id alone names the file.
  const storageKey = `${owner.userId}/${id}`;
  const size = await ctx.files.put(storageKey, file.data);
  await ctx.db
    .insertInto('stored_files')
    .values({
      id,
      owner_user_id: owner.userId,
      owner_brand_code: owner.brandCode,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: String(size),
      storage_key: storageKey,
    })
    .execute();
  return { id, fileName: file.fileName, contentType: file.contentType };
}

/**
 * A signed link to a file for one user: it names both, and the download checks the file is still
 * that user's. Only ever minted for the file's owner (the job read that carries it is scoped).
 */
export async function fileLink(ctx: AppContext, fileId: string, userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ uid: userId })
    .setProtectedHeader({ alg: JWT_ALG, kid: ctx.keys.publicJwk.kid ?? '' })
    .setSubject(fileId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + FILE_LINK_TTL_SECONDS)
    .sign(ctx.keys.privateKey);
  return `${ctx.publicUrl}/files/${token}`;
}

/** The file a link stands for; 404 for a bad, expired or foreign link. */
export async function openFileLink(
  ctx: AppContext,
  token: string,
): Promise<StoredFile & { stream: Readable; size: number }> {
  let fileId: string | undefined;
  let userId: unknown;
  try {
    const { payload } = await jwtVerify(token, ctx.keys.publicKey, { algorithms: [JWT_ALG], issuer: ISSUER });
    fileId = payload.sub;
    userId = payload.uid;
  } catch {
    throw notFound(JOB_MESSAGES.fileNotFound);
  }
  const row =
    fileId && typeof userId === 'string'
      ? await ctx.db
          .selectFrom('stored_files')
          .selectAll()
          .where('id', '=', fileId)
          .where('owner_user_id', '=', userId)
          .executeTakeFirst()
      : undefined;
  if (!row) throw notFound(JOB_MESSAGES.fileNotFound);
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    stream: ctx.files.open(row.storage_key),
  };
}
