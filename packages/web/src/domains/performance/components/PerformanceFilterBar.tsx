import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { PERFORMANCE_GROUP_BY, type PerformanceGroupBy } from '@portal/schema';
import { type FilterListState, MultiFilter } from '../../../ui';
import type { PerformanceParams, UpdatePerformanceParams } from '../views/PerformanceView';
import { MarketplacesFilter } from './MarketplacesFilter';

export const GROUP_BY_LABELS: Record<PerformanceGroupBy, string> = {
  sku: 'SKU',
  brand_code: 'Brand',
  asin: 'ASIN',
  asin_conditions: 'ASIN conditions',
};

export type BrandOption = { brandCode: string; name: string };

export type PerformanceFilterBarProps = {
  view: PerformanceParams;
  onChange: UpdatePerformanceParams;
  /** Staff: every brand ('code - name'). */
  brandOptions: readonly BrandOption[];
  /** A brand user's own brand: the brand filter is fixed to it, and only its sub brands are offered. */
  forcedBrand: BrandOption | null;
  productGroups: readonly string[];
  /** Account manager emails; null hides the filter (brand users, spec 2 §2). */
  managerOptions: readonly string[] | null;
  /** Whether each list is still loading or failed to (they come from one query, in its words). */
  listStates: Record<'brands' | 'productGroups' | 'managers', FilterListState>;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  wide: { minWidth: '200px', maxWidth: '100%' },
});

const brandText = (b: BrandOption) => `${b.brandCode} - ${b.name}`;

/** Brands, product groups, account managers, marketplaces and group by (spec 2 §2). */
export function PerformanceFilterBar(props: PerformanceFilterBarProps) {
  const { view, onChange, forcedBrand } = props;
  const styles = useStyles();
  const brandOptions = forcedBrand
    ? props.brandOptions.filter((b) => b.brandCode !== forcedBrand.brandCode)
    : props.brandOptions;
  return (
    <div className={styles.root}>
      {forcedBrand && (
        <Field label="Brand" size="small">
          <Input size="small" readOnly value={brandText(forcedBrand)} />
        </Field>
      )}
      {(!forcedBrand || brandOptions.length > 0) && (
        <MultiFilter
          label={forcedBrand ? 'Sub brands' : 'Brands'}
          placeholder={forcedBrand ? 'All sub brands' : 'All brands'}
          options={brandOptions.map((b) => ({ value: b.brandCode, text: brandText(b) }))}
          selected={view.filterBrands}
          onSelect={(filterBrands) => onChange({ filterBrands })}
          searchable
          {...props.listStates.brands}
        />
      )}
      <MultiFilter
        label="Product groups"
        placeholder="All product groups"
        options={props.productGroups.map((g) => ({ value: g, text: g }))}
        selected={view.filterProductGroups}
        onSelect={(filterProductGroups) => onChange({ filterProductGroups })}
        {...props.listStates.productGroups}
      />
      {props.managerOptions && (
        <MultiFilter
          label="Account managers"
          placeholder="All account managers"
          options={props.managerOptions.map((email) => ({ value: email, text: email }))}
          selected={view.filterAccountManagers}
          onSelect={(filterAccountManagers) => onChange({ filterAccountManagers })}
          searchable
          {...props.listStates.managers}
        />
      )}
      <MarketplacesFilter
        selected={view.filterMarketplaces}
        onSelect={(filterMarketplaces) => onChange({ filterMarketplaces })}
      />
      <Field label="Group by" size="small">
        <Dropdown
          size="small"
          value={GROUP_BY_LABELS[view.groupBy]}
          selectedOptions={[view.groupBy]}
          onOptionSelect={(_, d) =>
            d.optionValue && onChange({ groupBy: d.optionValue as PerformanceGroupBy, sortBy: null })
          }
        >
          {PERFORMANCE_GROUP_BY.map((option) => (
            <Option key={option} value={option}>
              {GROUP_BY_LABELS[option]}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
