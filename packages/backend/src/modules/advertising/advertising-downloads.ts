import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { JWT_ALG } from '../auth/signing-keys.ts';

/** A download link works this long: long enough to click, short enough to be useless if leaked. */
export const DOWNLOAD_TTL_SECONDS = 10 * 60;
// A distinct issuer: a download token is never accepted as an access token, nor the reverse.
const ISSUER = 'portal-advertising-download';
export const DOWNLOAD_EXPIRED_MESSAGE = 'This download link has expired or is not valid';

/** Stores a file for the user and answers the signed token that fetches it. */
export async function storeDownload(
  ctx: AppContext,
  userId: string,
  fileName: string,
  content: string,
): Promise<string> {
  const id = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = new Date((now + DOWNLOAD_TTL_SECONDS) * 1000);
  // Old files go as new ones arrive: no background job needed for a short-lived table.
  await ctx.db.deleteFrom('advertising_downloads').where('expires_at', '<', new Date()).execute();
  await ctx.db
    .insertInto('advertising_downloads')
    .values({ id, user_id: userId, file_name: fileName, content, expires_at: expiresAt })
    .execute();
  return new SignJWT({ purpose: 'advertising-download' })
    .setProtectedHeader({ alg: JWT_ALG, kid: ctx.keys.publicJwk.kid ?? '' })
    .setSubject(id)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + DOWNLOAD_TTL_SECONDS)
    .sign(ctx.keys.privateKey);
}

/** The file a token stands for; 404 for a bad, foreign or expired token. */
export async function fetchDownload(
  ctx: AppContext,
  token: string,
): Promise<{ fileName: string; content: string }> {
  let id: string | undefined;
  try {
    const { payload } = await jwtVerify(token, ctx.keys.publicKey, { algorithms: [JWT_ALG], issuer: ISSUER });
    id = payload.sub;
  } catch {
    throw notFound(DOWNLOAD_EXPIRED_MESSAGE);
  }
  // Single use: fetching removes the file, so a link seen by anyone else (a shared screen, a log, a
  // proxy) is worthless once its owner has downloaded it.
  const row = id
    ? await ctx.db
        .deleteFrom('advertising_downloads')
        .where('id', '=', id)
        .returning(['file_name', 'content', 'expires_at'])
        .executeTakeFirst()
    : undefined;
  if (!row || row.expires_at.getTime() < Date.now()) throw notFound(DOWNLOAD_EXPIRED_MESSAGE);
  return { fileName: row.file_name, content: row.content };
}
