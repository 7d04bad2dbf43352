/** One generated row: the shape of a SKU performance row, enough columns to be a real screen's width. */
export interface HarnessRow {
  sku: string;
  asin: string;
  title: string;
  brandCode: string;
  units: number;
  revenue: number;
  sessions: number;
  conversion: number;
}

/** Deterministic rows (a small linear congruential generator), so every run renders the same table. */
export function generateRows(count: number): HarnessRow[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => {
    const units = Math.floor(next() * 500);
    const sessions = units + Math.floor(next() * 5000);
    return {
      sku: `SKU-${String(i).padStart(6, '0')}`,
      asin: `B0${Math.floor(next() * 1e8)
        .toString(36)
        .toUpperCase()
        .padStart(8, '0')}`,
      title: `Generated product ${i}`,
      brandCode: `BR${String(i % 400).padStart(3, '0')}`,
      units,
      revenue: Math.round(units * (5 + next() * 45) * 100) / 100,
      sessions,
      conversion: sessions === 0 ? 0 : (units / sessions) * 100,
    };
  });
}
