import { ZipFile } from 'yazl';

/** A fixed time for every entry: the same reports make the same archive, byte for byte. */
const ENTRY_TIME = new Date('2000-01-01T00:00:00Z');

/** One zip archive of named files ('Download All'), written by yazl (deflate). */
export async function zipOf(files: readonly { name: string; content: string }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files)
    zip.addBuffer(Buffer.from(file.content, 'utf8'), file.name, { mtime: ENTRY_TIME });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
