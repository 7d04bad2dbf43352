import { Dropdown, Field, Option } from '@fluentui/react-components';
import { MARKETPLACES } from '@portal/schema';

export type MarketplaceSelectProps = {
  /** The chosen marketplace id. */
  value: string;
  onChange: (marketplaceId: string) => void;
};

/** One marketplace of the marketplace table, by name (an unknown id is shown as it is). */
export function MarketplaceSelect({ value, onChange }: MarketplaceSelectProps) {
  return (
    <Field label="Marketplace" size="small">
      <Dropdown
        size="small"
        value={MARKETPLACES.find((m) => m.marketplaceId === value)?.name ?? value}
        selectedOptions={[value]}
        onOptionSelect={(_, d) => d.optionValue && onChange(d.optionValue)}
      >
        {MARKETPLACES.map((m) => (
          <Option key={m.marketplaceId} value={m.marketplaceId}>
            {m.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
