/** An answer ready for the wire. */
export interface WireAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Largest GraphQL answer the gateway sends over HTTP. The portal's biggest screens and a full
 * introspection answer stay far below it; 15 aliased `__schema` answered 9.95 MB (issue 28).
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export const ANSWER_TOO_LARGE_MESSAGE = 'The answer is too large; ask for fewer rows or fields';

/**
 * Null when the answer may be sent, else the error to send instead. A UTF-16 unit is at most three
 * UTF-8 bytes, so a string a third of the bound passes without counting its bytes.
 */
export function answerTooLarge(body: string, maxBytes: number): WireAnswer | null {
  if (body.length <= maxBytes / 3 || Buffer.byteLength(body) <= maxBytes) return null;
  return {
    status: 413,
    contentType: 'application/json; charset=utf-8',
    body: `${JSON.stringify({ errors: [{ message: ANSWER_TOO_LARGE_MESSAGE, extensions: { code: 'ANSWER_TOO_LARGE' } }] })}\n`,
  };
}
