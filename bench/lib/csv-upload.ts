// The CSV upload the bulk benches send (issue 32): a generated file of about N MiB, streamed as
// multipart to POST /amazon-listings/uploadCSV in 1 MiB reads, so the client never holds it whole.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { request as httpRequest } from 'node:http';

export const MiB = 1024 * 1024;

/** The seller, brand and admin the upload-rss bench makes in its database. */
export const UPLOAD_BENCH_ACCOUNT = {
  sellerId: 'ABENCHUPLOAD',
  marketplaceId: 'ATVPDKIKX0DER',
  brandCode: 'BENCHU',
  email: 'bench-upload@demo.test',
  password: 'Bench!2026-upload',
} as const;

/** Writes a CSV of about `mb` MiB: the given SKUs first, then rows no listing has. Returns its rows. */
export async function writeCsv(path: string, mb: number, skus: readonly string[] = []): Promise<number> {
  const out = createWriteStream(path);
  out.write('sku,item_name,color\n');
  let bytes = 0;
  let i = 0;
  while (bytes < mb * MiB) {
    const line = `${i < skus.length ? skus[i] : `BENCH-UNKNOWN-${i}`},Bench title number ${i},Blue\n`;
    bytes += line.length;
    i += 1;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return i;
}

export interface UploadTarget {
  url: string;
  accessToken: string;
  sellerId: string;
  marketplaceId: string;
}

/** Streams the file at `path` to uploadCSV; resolves with the status and the parsed answer. */
export function uploadCsv(
  target: UploadTarget,
  path: string,
): Promise<{ status: number; body: { csvConfigId: string } }> {
  const boundary = '----bench-bulk';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(
        `/amazon-listings/uploadCSV?sellerId=${target.sellerId}&marketplaceId=${target.marketplaceId}`,
        target.url,
      ),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${target.accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const file = createReadStream(path, { highWaterMark: MiB });
    file.pipe(req, { end: false });
    file.on('end', () => req.end(`\r\n--${boundary}--\r\n`));
  });
}
