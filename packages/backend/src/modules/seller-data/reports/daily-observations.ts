import { z } from 'zod';
import { parseJsonDocument } from './json-document.ts';
import { ReportDocumentError } from './report-document.ts';

// Our own daily documents (keyword ranks, page monitor alerts: Amazon publishes neither) share one
// envelope: a specification naming the marketplace and the UTC day, and a list of moments observed
// on that day, each with a natural key that may stand once.

/** The specification of a daily observation document; `extra` fields stand before `source`. */
export const dailySpecification = <
  const T extends string,
  const E extends z.ZodRawShape = Record<never, never>,
>(
  reportType: T,
  extra?: E,
) =>
  z.object({
    reportType: z.literal(reportType),
    marketplaceId: z.string().min(1),
    dataStartTime: z.iso.date(),
    ...(extra ?? ({} as E)),
    source: z.string().min(1),
  });

interface DailyDocument {
  reportSpecification: { marketplaceId: string; dataStartTime: string };
}

/**
 * Reads a daily observation document and checks it: the caller's marketplace, every moment on the
 * document's day, no natural key twice. The first problem refuses the whole document, naming where.
 */
export function readDailyObservations<D extends DailyDocument, const L extends keyof D & string, F>(
  documentId: string,
  body: string,
  marketplaceId: string,
  model: z.ZodType<D>,
  list: {
    /** The document's list of observations and what one is called in a refusal. */
    name: L;
    noun: string;
    keyOf: (entry: D[L] extends readonly (infer E)[] ? E : never, observedAt: string) => string;
    toFact: (entry: D[L] extends readonly (infer E)[] ? E : never, observedAt: string) => F;
  },
): { day: string; facts: F[] } {
  const doc = parseJsonDocument(documentId, body, model);
  const spec = doc.reportSpecification;
  if (spec.marketplaceId !== marketplaceId)
    throw new ReportDocumentError(
      documentId,
      `is for marketplace ${spec.marketplaceId}, not ${marketplaceId}`,
      'reportSpecification.marketplaceId',
    );
  const seen = new Set<string>();
  const entries = doc[list.name] as readonly { observedAt: string }[];
  const facts = entries.map((entry, i) => {
    const observedAt = new Date(entry.observedAt).toISOString();
    if (observedAt.slice(0, 10) !== spec.dataStartTime)
      throw new ReportDocumentError(
        documentId,
        `is not on the document's day ${spec.dataStartTime}`,
        `${list.name}[${i}].observedAt`,
      );
    const typed = entry as D[L] extends readonly (infer E)[] ? E : never;
    const key = list.keyOf(typed, observedAt);
    if (seen.has(key))
      throw new ReportDocumentError(documentId, `repeats an earlier ${list.noun}`, `${list.name}[${i}]`);
    seen.add(key);
    return list.toFact(typed, observedAt);
  });
  return { day: spec.dataStartTime, facts };
}
