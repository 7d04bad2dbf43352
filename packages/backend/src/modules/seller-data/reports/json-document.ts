import type { z } from 'zod';
import { ReportDocumentError } from './report-document.ts';

/** Line and column of a character offset, for a JSON syntax error a person can find. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}

/** The path of a zod issue as written in the document (`items[2].summaries[0].brand`). */
export function issuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}

/** Parses a JSON report document against its model; a syntax or shape error refuses it whole. */
export function parseJsonDocument<S extends z.ZodType>(
  documentId: string,
  body: string,
  model: S,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position
      ? lineAndColumn(body, Number(position))
      : `end of document (${body.length} characters)`;
    throw new ReportDocumentError(documentId, `not valid JSON (${message})`, where);
  }
  const parsed = model.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReportDocumentError(
      documentId,
      issue?.message ?? 'invalid',
      issue ? issuePath(issue.path) || '(document)' : undefined,
    );
  }
  return parsed.data;
}
