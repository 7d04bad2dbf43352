// The rule is shared with the backend (the dashboard's new-brand revenue change): declared once in
// packages/schema.
export { percentChange } from '@portal/schema';

/**
 * The change of a percent metric (ACoS, CTR) in percentage points: 31.0% → 31.38% is +0.38 pp,
 * which is how analysts read a ratio's move. Null when either value is missing.
 */
export function pointsChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (current == null || previous == null) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  return Math.round((current - previous + Number.EPSILON) * 100) / 100;
}
