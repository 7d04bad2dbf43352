import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe.each(databasesUnderTest())('brand image uploads on $name', (database) => {
  let api: TestApi;
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
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

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

  it('refuses the upload to the user role and to a brand user outside its brand', async () => {
    expect((await upload('user@demo.test', '/brands/MR001/logo', 'logo', PNG)).status).toBe(403);
    expect((await upload('mr@demo.test', '/brands/MC001/logo', 'logo', PNG)).status).toBe(403);
  });
});
