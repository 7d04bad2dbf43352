import {
  Button,
  Combobox,
  Dropdown,
  Input,
  Label,
  makeStyles,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import type { FieldProperty, FormEntry, FormValue } from '@portal/schema';
import type { ReactElement } from 'react';
import { useId } from 'react';
import { maxNestedItems, newEntry, visibleProperties } from '../form-state';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    minWidth: 0,
  },
  nested: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
    flexBasis: '100%',
  },
  cell: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 200px' },
  // A single-line input never pushes the page sideways at 390 px.
  control: { minWidth: 0, width: '100%', maxWidth: '100%' },
  itemRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', minWidth: 0 },
});

export interface PropertyInputProps {
  property: FieldProperty;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  /** What a screen reader hears: the attribute's title, the entry's number, the property's title. */
  label: string;
  /** Shows the property's own title above the input (off for an attribute's single `value`). */
  showLabel: boolean;
  /** Long text (product description) gets a text area. */
  multiline?: boolean;
  disabled?: boolean;
}

const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');

/**
 * One property of an entry, rendered from its field definition (ADR 0430): a dropdown for a fixed
 * list, a free-typing combobox for suggested values, nested properties and arrays (up to 10) in
 * place, a text input otherwise. Deprecated options show and cannot be chosen.
 */
export function PropertyInput(props: PropertyInputProps) {
  const { property } = props;
  if (property.type === 'object' && property.properties.length > 0) return <ObjectInput {...props} />;
  if (property.type === 'array') return <ArrayInput {...props} />;
  return <LeafInput {...props} />;
}

function LeafInput({ property, value, onChange, label, showLabel, multiline, disabled }: PropertyInputProps) {
  const styles = useStyles();
  const id = useId();
  const current = text(value);
  const locked = disabled || !property.editable;
  const options = property.selectOptions;
  let control: ReactElement;
  if (options.length > 0 && !property.freeText) {
    const chosen = options.find((o) => o.value === current);
    control = (
      <Dropdown
        id={id}
        aria-label={label}
        className={styles.control}
        disabled={locked}
        value={chosen?.label ?? current}
        selectedOptions={current ? [current] : []}
        placeholder="Select…"
        onOptionSelect={(_e, data) => onChange(data.optionValue ?? '')}
      >
        {!property.required && <Option value="">(none)</Option>}
        {options.map((o) => (
          <Option key={o.value} value={o.value} disabled={o.deprecated} text={o.label}>
            {o.deprecated ? `${o.label} (deprecated)` : o.label}
          </Option>
        ))}
      </Dropdown>
    );
  } else if (options.length > 0) {
    control = (
      <Combobox
        id={id}
        aria-label={label}
        className={styles.control}
        freeform
        disabled={locked}
        value={current}
        selectedOptions={current ? [current] : []}
        onChange={(e) => onChange(e.target.value)}
        onOptionSelect={(_e, data) => onChange(data.optionValue ?? data.optionText ?? '')}
      >
        {options
          .filter(
            (o) => !current || o.label.toLowerCase().includes(current.toLowerCase()) || o.value === current,
          )
          .map((o) => (
            <Option key={o.value} value={o.value} disabled={o.deprecated} text={o.label}>
              {o.deprecated ? `${o.label} (deprecated)` : o.label}
            </Option>
          ))}
      </Combobox>
    );
  } else if (multiline) {
    control = (
      <Textarea
        id={id}
        aria-label={label}
        className={styles.control}
        disabled={locked}
        resize="vertical"
        rows={5}
        value={current}
        maxLength={property.maxLength ?? undefined}
        onChange={(_e, data) => onChange(data.value)}
      />
    );
  } else {
    control = (
      <Input
        id={id}
        aria-label={label}
        className={styles.control}
        disabled={locked}
        inputMode={property.type === 'number' || property.type === 'integer' ? 'decimal' : undefined}
        value={current}
        maxLength={property.maxLength ?? undefined}
        onChange={(_e, data) => onChange(data.value)}
      />
    );
  }
  return (
    <div className={styles.cell}>
      {showLabel && (
        <Label htmlFor={id} size="small" required={property.required}>
          {property.title}
        </Label>
      )}
      {control}
    </div>
  );
}

function ObjectInput({ property, value, onChange, label, showLabel, disabled }: PropertyInputProps) {
  const styles = useStyles();
  const entry: FormEntry = typeof value === 'object' && !Array.isArray(value) ? value : {};
  return (
    <div className={styles.nested}>
      {showLabel && <Label size="small">{property.title}</Label>}
      <div className={styles.group}>
        {visibleProperties(property.properties).map((p) => (
          <PropertyInput
            key={p.key}
            property={p}
            value={entry[p.key]}
            onChange={(next) => onChange({ ...entry, [p.key]: next })}
            label={`${label} ${p.title}`}
            showLabel
            disabled={disabled}
          />
        ))}
      </div>
    </div>
  );
}

function ArrayInput({ property, value, onChange, label, showLabel, disabled }: PropertyInputProps) {
  const styles = useStyles();
  const items: FormEntry[] = Array.isArray(value) ? value : [];
  const max = maxNestedItems(property);
  return (
    <div className={styles.nested}>
      {showLabel && <Label size="small">{property.title}</Label>}
      {items.map((item, index) => (
        // Items have no identity of their own; the index is their place in Amazon's array.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.itemRow}>
          <div className={styles.group}>
            {visibleProperties(property.properties).map((p) => (
              <PropertyInput
                key={p.key}
                property={p}
                value={item[p.key]}
                onChange={(next) =>
                  onChange(items.map((it, i) => (i === index ? { ...it, [p.key]: next } : it)))
                }
                label={`${label} ${index + 1} ${p.title}`}
                showLabel
                disabled={disabled}
              />
            ))}
          </div>
          <Button
            appearance="subtle"
            icon={<SubtractRegular />}
            aria-label={`Remove ${label} ${index + 1}`}
            disabled={disabled}
            onClick={() => onChange(items.filter((_it, i) => i !== index))}
          />
        </div>
      ))}
      {items.length < max && (
        <Button
          appearance="subtle"
          size="small"
          icon={<AddRegular />}
          disabled={disabled}
          onClick={() => onChange([...items, newEntry(property.properties)])}
        >
          Add {property.title}
        </Button>
      )}
    </div>
  );
}
