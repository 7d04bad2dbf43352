import { currencyOf, marketplaceById } from '@portal/schema';

/** The selected marketplaces of one currency: amounts of different groups are never added. */
export type CurrencyGroup = { currency: string; marketplaceIds: string[]; names: string[] };

/** The selected marketplaces grouped by the currency they sell in, in the order first selected. */
export function currencyGroups(marketplaceIds: readonly string[]): CurrencyGroup[] {
  const groups = new Map<string, CurrencyGroup>();
  for (const id of marketplaceIds) {
    const currency = currencyOf(id);
    const group = groups.get(currency) ?? { currency, marketplaceIds: [], names: [] };
    group.marketplaceIds.push(id);
    group.names.push(marketplaceById(id)?.name ?? id);
    groups.set(currency, group);
  }
  return [...groups.values()];
}
