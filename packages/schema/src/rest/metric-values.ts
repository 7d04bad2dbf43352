import { z } from 'zod';

/** A metric's value in an answer: null where there is nothing to sum or divide by. */
export const metricValue = z.number().nullable();

/**
 * Each metric's value and its paired value under `pairPrefix` (old_ = the compare period, ly_ = the
 * same days a year earlier), typed from the metric tables' id lists so no answer re-lists metrics.
 */
export const metricValueFields = <const M extends string, const P extends string>(
  metrics: readonly M[],
  pairPrefix: P,
) =>
  Object.fromEntries(
    metrics.flatMap((m) => [
      [m, metricValue],
      [`${pairPrefix}${m}`, metricValue],
    ]),
  ) as Record<M | `${P}${M}`, typeof metricValue>;
