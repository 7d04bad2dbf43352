import { currencyOf, DEFAULT_INSIGHTS_MARKETPLACE, insightChange } from '@portal/schema';
import { createContext, useContext } from 'react';

/** Money of the marketplace the page reads ('$' in the United States, '£' in the United Kingdom…). */
export type Money = (value: number | null | undefined) => string;
const moneyFormats = new Map<string, Money>();
export function moneyIn(currency: string): Money {
  let format = moneyFormats.get(currency);
  if (!format) {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    format = (value) => (value == null ? '—' : intl.format(value));
    moneyFormats.set(currency, format);
  }
  return format;
}

/** The marketplace the insights page reads; cards format money in its currency. */
export const InsightsMarketplaceContext = createContext<string>(DEFAULT_INSIGHTS_MARKETPLACE);
export const useMoney = (): Money => moneyIn(currencyOf(useContext(InsightsMarketplaceContext)));

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
