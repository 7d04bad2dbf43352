import { MARKETPLACES } from '@portal/schema';
import { MultiFilter } from '../../../ui';

const OPTIONS = MARKETPLACES.map((m) => ({ value: m.marketplaceId, text: m.name }));

/** The performance screens' marketplaces: one at least (spec 2 §5), so the last cannot be removed. */
export function MarketplacesFilter(props: {
  selected: string[];
  onSelect: (marketplaceIds: string[]) => void;
}) {
  return (
    <MultiFilter
      label="Marketplaces"
      placeholder="Select a marketplace"
      options={OPTIONS}
      selected={props.selected}
      onSelect={(ids) => ids.length > 0 && props.onSelect(ids)}
    />
  );
}
