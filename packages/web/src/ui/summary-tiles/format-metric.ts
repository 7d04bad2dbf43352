/** How a metric value is written: a named style or a function of its own. */
export type MetricFormat = 'money' | 'percent' | 'integer' | 'decimal' | ((value: number) => string);

export const NOT_AVAILABLE = 'N/A';

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** Writes a metric value; 'N/A' when it is missing. Percent values are already in percent (12.5 → 12.50%). */
export function formatMetricValue(
  value: number | null | undefined,
  format: MetricFormat = 'decimal',
  currency = 'USD',
): string {
  if (value == null || Number.isNaN(value)) return NOT_AVAILABLE;
  if (typeof format === 'function') return format(value);
  switch (format) {
    case 'money':
      return moneyFormat(currency).format(value);
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'integer':
      return integerFormat.format(value);
    case 'decimal':
      return decimalFormat.format(value);
  }
}

/** A change in percent with its sign: '+12.50%', '-3.10%', or 'N/A'. */
export function formatPercentChange(change: number | null): string {
  if (change == null) return NOT_AVAILABLE;
  return `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
}
