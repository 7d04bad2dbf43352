import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { IMAGE_MAX_BYTES, LISTINGS_MESSAGES } from '@portal/schema';
import type { Request } from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../../backend.ts';
import type { Principal } from '../../auth/principal.ts';
import { uploadListingImage } from './listing-images.ts';

const ACCOUNT = { sellerId: 'A1IMAGESELLER', marketplaceId: 'ATVPDKIKX0DER' };
const BOUNDARY = '----listing-image-boundary';

let backend: Backend;
let scratch: string;
let filesDir: string;
let admin: Principal;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'portal-listing-images-'));
  filesDir = join(scratch, 'files');
  backend = await createBackend({
    pgliteDataDir: 'memory://',
    seed: 'none',
    logger: false,
    ephemeral: true,
    filesDir,
    publicUrl: 'http://portal.test',
  });
  await backend.db
    .insertInto('brands')
    .values({ brand_code: 'IMG001', name: 'Images', brand_type: 'ffp', status_id: 1 })
    .execute();
  await backend.db
    .insertInto('authorized_marketplaces')
    .values({
      brand_code: 'IMG001',
      seller_id: ACCOUNT.sellerId,
      seller_name: 'I',
      ...{ marketplace_id: ACCOUNT.marketplaceId },
    })
    .execute();
  const user = await backend.db
    .insertInto('users')
    .values({ email: 'images-test@demo.test', name: 'Images', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  admin = {
    userId: user.id,
    email: 'images-test@demo.test',
    role: 'admin',
    brandType: null,
    brandAdmin: false,
    activeBrandSubscription: false,
    brandCode: null,
    subBrandCodes: [],
    accountFeatures: [],
    sessionId: 'images-test',
  };
  await backend.listen(0, '127.0.0.1');
}, 180_000);
afterAll(async () => {
  await backend?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A multipart request streaming `file` in the field `image`, without a Content-Length. */
function multipart(file: Buffer, fileName: string): Request {
  const req = new PassThrough() as unknown as Request & PassThrough;
  Object.assign(req, { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  req.write(head);
  // In pieces, as a network would deliver it.
  for (let at = 0; at < file.length; at += 256 * 1024) req.write(file.subarray(at, at + 256 * 1024));
  req.end(`\r\n--${BOUNDARY}--\r\n`);
  return req;
}

const filesStored = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
    e.isFile(),
  );

describe('listing images (spec 3 §5 Images)', () => {
  it('stores a re-encoded JPG without its metadata and serves it at its media_location', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .jpeg()
      .toBuffer();
    expect(photo.includes('secret-camera-owner')).toBe(true);
    const { media_location } = await uploadListingImage(
      backend.ctx,
      admin,
      ACCOUNT,
      multipart(photo, 'shirt.jpg'),
    );
    expect(media_location).toMatch(/^http:\/\/portal\.test\/listing-images\/[0-9a-f-]{36}\.jpg$/);
    const served = await fetch(`${backend.url}${new URL(media_location).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.includes('secret-camera-owner')).toBe(false);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    // Only the re-encoding is kept: the upload itself was removed.
    expect((await filesStored()).map((f) => f.name).filter((n) => n.endsWith('.upload'))).toEqual([]);
    const row = await backend.db
      .selectFrom('stored_files')
      .select(['owner_brand_code', 'content_type'])
      .where('file_name', '=', new URL(media_location).pathname.split('/').pop() as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_brand_code: 'IMG001', content_type: 'image/jpeg' });
  });

  it('refuses a 6 MB image with the spec’s message and keeps nothing of it', async () => {
    const before = (await filesStored()).length;
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    await expect(
      uploadListingImage(backend.ctx, admin, ACCOUNT, multipart(big, 'huge.jpg')),
    ).rejects.toMatchObject({ statusCode: 413, message: LISTINGS_MESSAGES.imageTooLarge });
    expect((await filesStored()).length).toBe(before);
  });

  it('refuses what is not a JPG or PNG, whatever its name says', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(
      uploadListingImage(backend.ctx, admin, ACCOUNT, multipart(gif, 'fake.jpg')),
    ).rejects.toMatchObject({ statusCode: 400, message: LISTINGS_MESSAGES.imageType });
    await expect(
      uploadListingImage(backend.ctx, admin, ACCOUNT, multipart(Buffer.from('not an image'), 'x.png')),
    ).rejects.toMatchObject({ statusCode: 400, message: LISTINGS_MESSAGES.imageType });
  });

  it('serves only listing images: other names and other stored files are 404', async () => {
    const row = await backend.db
      .insertInto('stored_files')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        owner_user_id: admin.userId,
        owner_brand_code: 'IMG001',
        file_name: 'export.csv',
        content_type: 'text/csv',
        size_bytes: '1',
        storage_key: `${admin.userId}/00000000-0000-4000-8000-000000000001`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of [`${row.id}.jpg`, '..%2Fsecret.jpg', 'x.png'])
      expect((await fetch(`${backend.url}/listing-images/${name}`)).status).toBe(404);
  });

  it('refuses a seller the caller may not see before reading the file', async () => {
    await expect(
      uploadListingImage(
        backend.ctx,
        { ...admin, role: 'BrandUser', brandCode: 'OTHER01', brandType: 'ffp' } as Principal,
        ACCOUNT,
        multipart(Buffer.from('x'), 'x.jpg'),
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
