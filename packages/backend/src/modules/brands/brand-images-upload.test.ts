import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { brandAssetUrl } from '../brand-reports/brand-asset-links.ts';

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe.each(databasesUnderTest())('brand image uploads on $name', (database) => {
  let api: TestApi;
  let filesDir: string;
  const tokens: Record<string, string> = {};
  const upload = async (email: string, path: string, field: string, bytes: Buffer, type = 'image/png') => {
    tokens[email] ??= (await api.login(email)).accessToken;
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'upload.png');
    const res = await fetch(`${api.url}${path}`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${tokens[email]}` },
    });
    return { status: res.status, body: (await res.json()) as { url?: string; message?: string } };
  };

  beforeAll(async () => {
    filesDir = join(await mkdtemp(join(tmpdir(), 'portal-brand-images-')), 'files');
    api = await startTestBackend(database, { filesDir });
  });
  afterAll(async () => {
    await api?.stop();
    await rm(join(filesDir, '..'), { recursive: true, force: true });
  });
  const imageRow = (brandCode: string, kind: string) =>
    api.backend.db
      .selectFrom('brand_images')
      .select(['storage_key', 'stand_in'])
      .where('brand_code', '=', brandCode)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();

  it('stores a logo and answers a signed link that serves it', async () => {
    const res = await upload('admin@demo.test', '/brands/MR001/logo', 'logo', PNG);
    // The link names the public address; the same path and signature are served here.
    const link = new URL(res.body.url ?? '');
    const image = await fetch(`${api.url}${link.pathname}${link.search}`);

    expect(res.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Stored as re-encoded (brand-image-decode.ts): the same picture, not the same bytes.
    const served = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 1, 1]);
  });

  it('keeps the bytes in the file store, owner-only, and removes the version an upload replaces', async () => {
    await upload('admin@demo.test', '/brands/MC001/logo', 'logo', PNG);
    const first = await imageRow('MC001', 'logo');
    await upload('admin@demo.test', '/brands/MC001/logo', 'logo', PNG);
    const second = await imageRow('MC001', 'logo');

    expect(second.stand_in).toBe(false);
    expect(second.storage_key).toMatch(/^brand-images\//);
    expect(second.storage_key).not.toBe(first.storage_key);
    const kept = await readdir(join(filesDir, 'brand-images'));
    expect(kept).toContain(String(second.storage_key).split('/')[1]);
    expect(kept).not.toContain(String(first.storage_key).split('/')[1]);
    expect((await stat(join(filesDir, String(second.storage_key)))).mode & 0o777).toBe(0o600);
  });

  it("serves the demo's drawn stand-in for a brand that never uploaded", async () => {
    const row = await imageRow('MC001', 'product');
    const link = new URL(await brandAssetUrl(api.backend.ctx, 'MC001', 'product-image'));
    const image = await fetch(`${api.url}${link.pathname}${link.search}`);

    expect([row.stand_in, row.storage_key]).toEqual([true, null]);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    // Drawn from the brand: its name labels the picture.
    const name = await api.backend.db
      .selectFrom('brands')
      .select('name')
      .where('brand_code', '=', 'MC001')
      .executeTakeFirstOrThrow();
    expect(await image.text()).toContain(`aria-label="${name.name} product"`);
  });

  it("serves what the file store holds under the row's key, and refuses the link on another brand", async () => {
    const res = await upload('admin@demo.test', '/brands/MR001/product-image', 'product_image', PNG);
    const row = await imageRow('MR001', 'product');
    // The store's bytes are what is served: replaced there (not in any row), the picture changes.
    const wider = await sharp({
      create: { width: 3, height: 2, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await api.backend.ctx.files.put(String(row.storage_key), wider);
    const link = new URL(res.body.url ?? '');
    const image = await fetch(`${api.url}${link.pathname}${link.search}`);
    const served = await sharp(Buffer.from(await image.arrayBuffer())).metadata();

    expect(row.storage_key).toMatch(/^brand-images\//);
    expect([image.status, served.width, served.height]).toEqual([200, 3, 2]);
    // MR001's signature opens MR001's image only: on MC001's path it is refused, as is no signature.
    const elsewhere = await fetch(`${api.url}${link.pathname.replace('/MR001/', '/MC001/')}${link.search}`);
    expect(elsewhere.status).toBe(404);
    expect((await fetch(`${api.url}${link.pathname}`)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever its declared type', async () => {
    const res = await upload(
      'admin@demo.test',
      '/brands/MR001/product-image',
      'product_image',
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file must be a PNG, JPEG, WebP or GIF image');
  });

  it('refuses an image over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload('admin@demo.test', '/brands/MR001/logo', 'logo', big)).status).toBe(413);
  });

  it('streams an upload of unstated length to the store and keeps nothing of one past the limit', async () => {
    tokens['admin@demo.test'] ??= (await api.login('admin@demo.test')).accessToken;
    const boundary = 'portal-test-boundary';
    const parts = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.alloc(3 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    // A stream body is sent chunked: no content-length, so only the streamed count can refuse it.
    const body = new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(new Uint8Array(part));
        controller.close();
      },
    });
    const res = await fetch(`${api.url}/brands/MR001/logo`, {
      method: 'PUT',
      body,
      duplex: 'half',
      headers: {
        authorization: `Bearer ${tokens['admin@demo.test']}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);

    expect(res.status).toBe(413);
    const left = await readdir(join(filesDir, 'brand-uploads')).catch(() => []);
    expect(left).toEqual([]);
  });

  it('refuses the upload to the user role and to a brand user outside its brand', async () => {
    expect((await upload('user@demo.test', '/brands/MR001/logo', 'logo', PNG)).status).toBe(403);
    expect((await upload('mr@demo.test', '/brands/MC001/logo', 'logo', PNG)).status).toBe(403);
  });
});
