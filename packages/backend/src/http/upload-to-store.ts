import type { Readable, Transform } from 'node:stream';
import { PassThrough } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import type { AppContext } from '../app-context.ts';
import { HttpError } from './http-error.ts';

/** How one kind of upload is taken: its size limit and its refusals in the screen's words. */
export interface UploadRules {
  maxBytes: number;
  /** Multipart framing allowed around the file (boundary, part headers, small fields). */
  overheadBytes: number;
  tooLarge: () => HttpError;
  /** A body that is not a form with one file. */
  unreadable: () => HttpError;
  /** The store could not keep the file (a server fault, not the client's). */
  storeFailed: () => HttpError;
  /** Refuses a file by its field or name (an extension) before a byte of it is kept. */
  refuse?: (file: { field: string; fileName: string }) => HttpError | null;
  /** Sees the file's bytes on their way to the store (a CSV's first line). */
  tap?: Transform;
}

/** A declared length already over the limit is refused before a byte is read. */
export function refuseDeclaredOverLimit(req: Request, rules: UploadRules): void {
  if (Number(req.headers['content-length'] ?? 0) <= rules.maxBytes + rules.overheadBytes) return;
  req.resume();
  throw rules.tooLarge();
}

/**
 * Receives the one file of a multipart request and streams it into the file store under `key` as
 * it arrives: memory stays at a few buffers whatever the size. Past the limit the store's write is
 * destroyed, which removes what was written, and only then is the upload refused, so a client never
 * finds part of a refused file kept.
 */
export function receiveToStore(
  ctx: AppContext,
  req: Request,
  key: string,
  rules: UploadRules,
): Promise<{ fileName: string; size: number }> {
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { fileSize: rules.maxBytes, files: 1, fields: 10 } });
    } catch {
      reject(rules.unreadable());
      return;
    }
    let settled = false;
    let seenFile = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(form);
      // Read the rest of the request away, so the client gets the answer instead of a reset.
      req.resume();
      reject(error);
    };
    form.on('file', (field, file, info) => {
      if (seenFile || settled) return file.resume();
      seenFile = true;
      const fileName = info.filename ?? '';
      const refused = rules.refuse?.({ field, fileName });
      if (refused) {
        file.resume();
        return fail(refused);
      }
      const body = new PassThrough();
      let overLimit = false;
      file.on('limit', () => {
        overLimit = true;
        body.destroy(rules.tooLarge());
      });
      req.on('aborted', () => body.destroy(new Error('the client went away')));
      const source: Readable = rules.tap ? file.pipe(rules.tap) : file;
      source.pipe(body);
      ctx.files.putStream(key, body).then(
        (size) => {
          if (settled) return void ctx.files.remove(key);
          settled = true;
          resolve({ fileName, size });
        },
        (error: unknown) => {
          if (overLimit) return fail(rules.tooLarge());
          fail(error instanceof HttpError ? error : rules.storeFailed());
        },
      );
    });
    form.on('error', () => fail(rules.unreadable()));
    form.on('close', () => {
      if (!seenFile) fail(rules.unreadable());
    });
    req.pipe(form);
  });
}
