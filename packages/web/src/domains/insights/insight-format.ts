import { insightChange } from '@portal/schema';

// Insights read the United States marketplace today (ADR 0082): money is in dollars.
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const money = (value: number | null | undefined) => (value == null ? '—' : MONEY.format(value));
export const count = (value: number | null | undefined) => (value == null ? '—' : COUNT.format(value));
export const percent = (value: number | null | undefined) =>
  value == null ? '—' : `${PERCENT.format(value)}%`;

/** A change and whether it is good news: for returns, a rise is bad. */
export function changeOf(
  current: number | null | undefined,
  previous: number | null | undefined,
  higherIsBetter = true,
): { text: string; good: boolean } | null {
  const text = insightChange(current, previous);
  if (text === null || current == null || previous == null || current === previous)
    return text ? { text, good: true } : null;
  return { text, good: current > previous === higherIsBetter };
}
