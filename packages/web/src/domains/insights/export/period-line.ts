import { DEFAULT_INSIGHTS_MARKETPLACE, MARKETPLACES } from '@portal/schema';
import type { InsightsFilter } from '../../../gql/graphql';

/** The line under an exported card's title: period, comparison, marketplace and brands, as filtered. */
export function periodLine(
  filter: InsightsFilter,
  brands: readonly { brandCode: string; name: string }[],
  picked: readonly string[],
): string {
  const marketplace = filter.marketplace ?? DEFAULT_INSIGHTS_MARKETPLACE;
  const market = MARKETPLACES.find((m) => m.marketplaceId === marketplace)?.name ?? marketplace;
  const compare =
    filter.compareFrom && filter.compareTo
      ? `, compared with ${filter.compareFrom} to ${filter.compareTo}`
      : '';
  const names = picked.map((code) => {
    const brand = brands.find((b) => b.brandCode === code);
    return brand ? `${brand.brandCode} - ${brand.name}` : code;
  });
  return `${filter.from} to ${filter.to}${compare} · ${market} · ${names.length > 0 ? names.join(', ') : 'All brands'}`;
}
