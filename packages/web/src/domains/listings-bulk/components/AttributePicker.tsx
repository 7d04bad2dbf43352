import { Checkbox, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { LISTINGS_BULK_MESSAGES, type ListingFieldDefinition } from '@portal/schema';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../ui';
import { fieldMatches } from '../../product-type-fields/definitions';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    // Sits at the top of its column, whatever the listings grid's height beside it.
    alignSelf: 'start',
    alignContent: 'start',
  },
  search: { minWidth: 0, maxWidth: '100%' },
  option: { minWidth: 0, maxWidth: '100%' },
  list: { display: 'grid', gap: tokens.spacingVerticalXXS, maxHeight: '420px', overflowY: 'auto' },
  label: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  // Long keys (externally_assigned_product_identifier) wrap inside a narrow column.
  key: {
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
    wordBreak: 'break-all',
  },
  required: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface AttributePickerProps {
  /** The selected listings' one product type; null before a selection or when they differ. */
  productType: string | null;
  /** Why there is no product type yet, in words. */
  waitingFor: string;
  fields: readonly ListingFieldDefinition[] | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * Step 1's attribute picker: the product type's attributes from its field definitions, by title
 * with the key beside it, searchable by both, required ones marked (ADR 0606).
 */
export function AttributePicker({
  productType,
  waitingFor,
  fields,
  loading,
  failed,
  onRetry,
  selected,
  onChange,
}: AttributePickerProps) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  let body: React.ReactNode;
  if (!productType) body = <Text className={styles.hint}>{waitingFor}</Text>;
  else if (failed)
    body = <ErrorState message={LISTINGS_BULK_MESSAGES.attributesFailed(productType)} onRetry={onRetry} />;
  else if (loading || !fields) body = <LoadingState label="Loading attributes…" />;
  else {
    const shown = fields.filter((f) => fieldMatches(f, search));
    body = (
      <div className={styles.list}>
        {shown.length === 0 && (
          <Text className={styles.hint}>{LISTINGS_BULK_MESSAGES.noAttributesMatch}</Text>
        )}
        {shown.map((f) => (
          <Checkbox
            key={f.name}
            className={styles.option}
            checked={selected.includes(f.name)}
            onChange={(_, d) =>
              onChange(d.checked ? [...selected, f.name] : selected.filter((name) => name !== f.name))
            }
            label={
              <span className={styles.label}>
                <span>
                  {f.meta.title}
                  {f.required && <span className={styles.required}> (required)</span>}{' '}
                </span>
                <span className={styles.key}>{f.name}</span>
              </span>
            }
          />
        ))}
      </div>
    );
  }
  return (
    <fieldset aria-label="Attributes" className={styles.fieldset}>
      <Text weight="semibold">Attributes{productType ? ` of ${productType}` : ''}</Text>
      <SearchBox
        className={styles.search}
        aria-label="Search attributes"
        placeholder="Search by title or key"
        value={search}
        disabled={!fields}
        onChange={(_, d) => setSearch(d.value)}
      />
      {body}
    </fieldset>
  );
}
