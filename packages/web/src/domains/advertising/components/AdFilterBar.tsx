import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import type { AdType } from '@portal/schema';
import { type FilterListState, MarketplaceSelect, MultiFilter, useTypedSearch } from '../../../ui';
import { GROUP_BY_LABELS, groupByOptions } from '../ad-metrics';
import type { AdFilterState } from '../use-ad-filter-params';

export type AdFilterBarProps = {
  adType: AdType;
  filters: AdFilterState;
  onChange: (change: Partial<AdFilterState>) => void;
  /** Brands offered in the brand filter; null hides the filter. */
  brandOptions: ReadonlyArray<{ brandCode: string; name: string }> | null;
  /** Account managers offered; null hides the filter. */
  managerOptions: ReadonlyArray<{ id: string; email: string }> | null;
  /** Whether those lists are still loading or failed to. */
  listStates: Record<'brands' | 'managers', FilterListState>;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** Brand, account manager, marketplace, group-by and search filters of the advertising screen. */
export function AdFilterBar(props: AdFilterBarProps) {
  const { adType, filters, onChange, brandOptions, managerOptions, listStates } = props;
  const styles = useStyles();
  const [search, setSearch] = useTypedSearch(filters.searchStr, (value) => onChange({ searchStr: value }));

  return (
    <div className={styles.root}>
      {brandOptions && (
        <MultiFilter
          label="Brands"
          placeholder="All brands"
          options={brandOptions.map((b) => ({ value: b.brandCode, text: `${b.name} (${b.brandCode})` }))}
          selected={filters.brandCodes}
          onSelect={(brandCodes) => onChange({ brandCodes })}
          searchable
          {...listStates.brands}
        />
      )}
      {managerOptions && (
        <MultiFilter
          label="Account managers"
          placeholder="All account managers"
          options={managerOptions.map((m) => ({ value: m.id, text: m.email }))}
          selected={filters.accountManagers}
          onSelect={(accountManagers) => onChange({ accountManagers })}
          searchable
          {...listStates.managers}
        />
      )}
      <MarketplaceSelect
        value={filters.marketplaceId}
        onChange={(marketplaceId) => onChange({ marketplaceId })}
      />
      <Field label="Group by" size="small">
        <Dropdown
          size="small"
          value={GROUP_BY_LABELS[filters.groupBy]}
          selectedOptions={[filters.groupBy]}
          onOptionSelect={(_, d) =>
            d.optionValue && onChange({ groupBy: d.optionValue as AdFilterState['groupBy'], sortBy: null })
          }
        >
          {groupByOptions(adType).map((option) => (
            <Option key={option} value={option}>
              {GROUP_BY_LABELS[option]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Search" size="small">
        <SearchBox
          size="small"
          placeholder="Search by name"
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
      </Field>
    </div>
  );
}
