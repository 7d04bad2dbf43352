/**
 * Percent change from `previous` to `current` (spec 2 §5): computed only when both values are present
 * and non-zero, rounded to 2 decimals; otherwise null (shown as 'N/A').
 */
export function percentChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (current == null || previous == null || current === 0 || previous === 0) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  // Divide by the magnitude so a rise from a negative value still reads as a rise.
  const change = ((current - previous) / Math.abs(previous)) * 100;
  return Math.round((change + Number.EPSILON) * 100) / 100;
}
