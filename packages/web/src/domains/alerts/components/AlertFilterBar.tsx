import { Checkbox, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import {
  ALERT_VISIBLE_TYPES,
  ALL_ALERTS_CLASSIFICATION,
  type AlertVisibleType,
  MARKETPLACES,
} from '@portal/schema';
import { type FilterListState, MultiFilter } from '../../../ui';
import type { AlertParams } from '../views/AllAlertsView';

/** Whose alerts an admin looks at (the role-filter dropdown, docs/decisions/0172). */
export const ALERT_ROLE_FILTERS = ['account-manager', 'everyone'] as const;
type AlertRoleFilter = (typeof ALERT_ROLE_FILTERS)[number];

export type AlertFilterOption = { value: string; text: string };
type Change = Partial<{ [K in keyof AlertParams]: AlertParams[K] | null }>;

export type AlertFilterBarProps = {
  params: AlertParams;
  range: { fromDay: string; toDay: string };
  onChange: (change: Change) => void;
  classifications: readonly string[];
  alertTypes: ReadonlyArray<{ id: string; subTypes: readonly string[] }>;
  /** Null hides the brand filter (brand users see their own brand only). */
  brandOptions: readonly AlertFilterOption[] | null;
  subBrandOptions: readonly AlertFilterOption[];
  /** Admin only (spec 2 §6): account manager emails; null hides both staff filters. */
  managerOptions: readonly string[] | null;
  /** The account manager the list is filtered by (null: everyone). */
  manager: string | null;
  /** A line under the account manager filter, e.g. when the chosen one manages no brand. */
  managerHint?: string;
  /** Staff: the Visible/Hidden checkboxes (spec 2 §2). */
  showVisibility: boolean;
  /**
   * Whether the brands and alert types (one query) are still loading or failed to. Sub brands have
   * none: their filter shows only once some have loaded.
   */
  listStates: Record<'brands' | 'alertTypes', FilterListState>;
};

const ROLE_LABELS: Record<AlertRoleFilter, string> = {
  'account-manager': 'Account manager',
  everyone: 'Everyone',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  visibility: { display: 'flex', alignItems: 'center', border: 'none', margin: 0, padding: 0 },
});

const toggled = (list: readonly AlertVisibleType[], value: AlertVisibleType, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

/** Spec 2 §2 'Alerts page' filters: the staff filters, brands, types, marketplaces, dates and visibility. */
export function AlertFilterBar(props: AlertFilterBarProps) {
  const { params, onChange } = props;
  const styles = useStyles();
  const subTypes = [
    ...new Set(
      props.alertTypes
        .filter((t) => params.alertTypes.length === 0 || params.alertTypes.includes(t.id))
        .flatMap((t) => t.subTypes),
    ),
  ];
  return (
    <div className={styles.root}>
      {props.managerOptions && (
        <>
          <Field label="Role" size="small">
            <Dropdown
              size="small"
              value={ROLE_LABELS[params.role]}
              selectedOptions={[params.role]}
              onOptionSelect={(_, d) => d.optionValue && onChange({ role: d.optionValue as AlertRoleFilter })}
            >
              {Object.entries(ROLE_LABELS).map(([value, text]) => (
                <Option key={value} value={value}>
                  {text}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {params.role === 'account-manager' && (
            <Field label="Account manager" size="small" hint={props.managerHint}>
              <Dropdown
                size="small"
                placeholder="Choose an account manager"
                value={props.manager ?? ''}
                selectedOptions={props.manager ? [props.manager] : []}
                onOptionSelect={(_, d) => d.optionValue && onChange({ am: d.optionValue })}
              >
                {props.managerOptions.map((email) => (
                  <Option key={email} value={email}>
                    {email}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          )}
        </>
      )}
      <Field label="Classification" size="small">
        <Dropdown
          size="small"
          value={params.classification}
          selectedOptions={[params.classification]}
          onOptionSelect={(_, d) => d.optionValue && onChange({ classification: d.optionValue })}
        >
          {[ALL_ALERTS_CLASSIFICATION, ...props.classifications].map((c) => (
            <Option key={c} value={c}>
              {c}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {props.brandOptions && (
        <MultiFilter
          label="Brands"
          placeholder="All brands"
          options={props.brandOptions}
          selected={params.brands}
          onSelect={(brands) => onChange({ brands, subBrands: [] })}
          searchable
          {...props.listStates.brands}
        />
      )}
      {props.subBrandOptions.length > 0 && (
        <MultiFilter
          label="Sub brands"
          placeholder="All sub brands"
          options={props.subBrandOptions}
          selected={params.subBrands}
          onSelect={(subBrands) => onChange({ subBrands })}
          searchable
        />
      )}
      <MultiFilter
        label="Alert types"
        placeholder="All alert types"
        options={props.alertTypes.map((t) => ({ value: t.id, text: t.id }))}
        selected={params.alertTypes}
        onSelect={(alertTypes) => onChange({ alertTypes })}
        {...props.listStates.alertTypes}
      />
      <MultiFilter
        label="Sub types"
        placeholder="All sub types"
        options={subTypes.map((s) => ({ value: s, text: s }))}
        selected={params.alertSubTypes}
        onSelect={(alertSubTypes) => onChange({ alertSubTypes })}
        {...props.listStates.alertTypes}
      />
      <MultiFilter
        label="Marketplaces"
        placeholder="All marketplaces"
        options={MARKETPLACES.map((m) => ({ value: m.marketplaceId, text: m.name }))}
        selected={params.marketplaces}
        onSelect={(marketplaces) => onChange({ marketplaces })}
      />
      <Field label="From" size="small">
        <Input
          size="small"
          type="date"
          value={props.range.fromDay}
          max={props.range.toDay}
          onChange={(_, d) => onChange({ from: d.value || null })}
        />
      </Field>
      <Field label="To" size="small">
        <Input
          size="small"
          type="date"
          value={props.range.toDay}
          min={props.range.fromDay}
          onChange={(_, d) => onChange({ to: d.value || null })}
        />
      </Field>
      {props.showVisibility && (
        <fieldset className={styles.visibility} aria-label="Visibility">
          {ALERT_VISIBLE_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={type}
              checked={params.visible.includes(type)}
              onChange={(_, d) => {
                const next = toggled(params.visible, type, d.checked === true);
                // Spec 2 §4: at least one of Visible/Hidden stays checked.
                if (next.length > 0) onChange({ visible: next });
              }}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
