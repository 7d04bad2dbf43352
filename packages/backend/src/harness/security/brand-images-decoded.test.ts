import { crc32, deflateSync } from 'node:zlib';
import { BRAND_IMAGE_TOO_LARGE } from '@portal/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

// Issue 28 finding 8: brand images were checked by their first bytes only, so a few-KB PNG that
// declares 60000 × 60000 pixels (14 GB once decoded) was stored and served to every reader.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A grey PNG of width × height: every row for a small image, a single one for a huge declared canvas
 * (all a decompression bomb needs: the header is what makes a decoder allocate).
 */
function png(width: number, height: number, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * (height <= 64 ? height : 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(databasesUnderTest())('brand images decoded before they are stored, on $name', (database) => {
  let api: TestApi;
  let token: string;
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${api.url}/brands/MR001/logo`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as { url?: string; message?: string } };
  };

  beforeAll(async () => {
    api = await startTestBackend(database);
    token = (await api.login('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('refuses a small PNG that declares 60000 × 60000 pixels, in words', async () => {
    const bomb = png(60_000, 60_000);
    expect(bomb.length).toBeLessThan(8 * 1024);

    const res = await upload(bomb);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BRAND_IMAGE_TOO_LARGE);
  });

  it('refuses a PNG whose pixel rows are missing, as unreadable', async () => {
    const truncated = png(16, 16).subarray(0, 40);

    const res = await upload(truncated);

    expect(res.status).toBe(400);
  });

  it('stores a re-encoding: what the client wrote beside the pixels is not served', async () => {
    const comment = chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1'));
    const res = await upload(png(2, 2, [comment]));
    const link = new URL(res.body.url ?? '');

    const served = Buffer.from(await (await fetch(`${api.url}${link.pathname}${link.search}`)).arrayBuffer());

    expect(res.status).toBe(200);
    expect(served.toString('latin1')).not.toContain('<script>');
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2, 2]);
  });
});
