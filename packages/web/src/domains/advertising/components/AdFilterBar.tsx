import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { type AdType, MARKETPLACES } from '@portal/schema';
import { useEffect, useState } from 'react';
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
};

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  wide: { minWidth: '220px' },
});

const SEARCH_DELAY_MS = 300;

/** Brand, account manager, marketplace, group-by and search filters of the advertising screen. */
export function AdFilterBar({ adType, filters, onChange, brandOptions, managerOptions }: AdFilterBarProps) {
  const styles = useStyles();
  const [search, setSearch] = useState(filters.searchStr);
  useEffect(() => setSearch(filters.searchStr), [filters.searchStr]);
  useEffect(() => {
    if (search === filters.searchStr) return;
    const timer = setTimeout(() => onChange({ searchStr: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.searchStr, onChange]);

  const marketplace = MARKETPLACES.find((m) => m.marketplaceId === filters.marketplaceId);
  return (
    <div className={styles.root}>
      {brandOptions && (
        <Field label="Brands" size="small">
          <Dropdown
            className={styles.wide}
            multiselect
            size="small"
            placeholder="All brands"
            selectedOptions={filters.brandCodes}
            value={brandOptions
              .filter((b) => filters.brandCodes.includes(b.brandCode))
              .map((b) => b.name)
              .join(', ')}
            onOptionSelect={(_, d) => onChange({ brandCodes: d.selectedOptions })}
          >
            {brandOptions.map((b) => (
              <Option key={b.brandCode} value={b.brandCode} text={b.name}>
                {`${b.name} (${b.brandCode})`}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {managerOptions && (
        <Field label="Account managers" size="small">
          <Dropdown
            className={styles.wide}
            multiselect
            size="small"
            placeholder="All account managers"
            selectedOptions={filters.accountManagers}
            value={managerOptions
              .filter((m) => filters.accountManagers.includes(m.id))
              .map((m) => m.email)
              .join(', ')}
            onOptionSelect={(_, d) => onChange({ accountManagers: d.selectedOptions })}
          >
            {managerOptions.map((m) => (
              <Option key={m.id} value={m.id}>
                {m.email}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Field label="Marketplace" size="small">
        <Dropdown
          size="small"
          value={marketplace?.name ?? ''}
          selectedOptions={[filters.marketplaceId]}
          onOptionSelect={(_, d) => d.optionValue && onChange({ marketplaceId: d.optionValue })}
        >
          {MARKETPLACES.map((m) => (
            <Option key={m.marketplaceId} value={m.marketplaceId}>
              {m.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
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
