import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { type FormEntry, type ListingFieldDefinition, NEVER_REPEATABLE } from '@portal/schema';
import {
  fieldElementId,
  imageSlotLabel,
  isImageSlot,
  maxEntries,
  newEntry,
  visibleProperties,
} from '../form-state';
import { PropertyInput } from './PropertyInput';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    minWidth: 0,
    scrollMarginTop: '80px',
  },
  invalid: {
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
    paddingLeft: tokens.spacingHorizontalS,
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground1 },
  description: { color: tokens.colorNeutralForeground3 },
  entry: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', minWidth: 0 },
  entryFields: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    flex: '1 1 auto',
    minWidth: 0,
  },
  thumbnail: {
    width: '56px',
    height: '56px',
    objectFit: 'contain',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    flexShrink: 0,
  },
});

export interface AttributeFieldProps {
  field: ListingFieldDefinition;
  entries: FormEntry[];
  onChange: (entries: FormEntry[]) => void;
  invalid: boolean;
  disabled?: boolean;
}

const isHttp = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * One attribute of the listing: its title, description and entries. A repeatable group allows up
 * to maxUniqueItems entries and the minus button keeps at least one (spec 3 §5).
 */
export function AttributeField({ field, entries, onChange, invalid, disabled }: AttributeFieldProps) {
  const styles = useStyles();
  const max = maxEntries(field);
  const repeatable = max > 1 && field.name !== NEVER_REPEATABLE;
  const image = isImageSlot(field.name);
  const title = image ? imageSlotLabel(field.name) : field.meta.title;
  const properties = visibleProperties(field.properties);
  const single = properties.length === 1;
  return (
    <div id={fieldElementId(field.name)} className={`${styles.root} ${invalid ? styles.invalid : ''}`}>
      <Text className={styles.title}>
        {title}
        {field.required && (
          <span className={styles.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </Text>
      {field.meta.description && field.meta.description !== field.meta.title && (
        <Text size={200} className={styles.description}>
          {field.meta.description}
        </Text>
      )}
      {entries.map((entry, index) => {
        const label = repeatable ? `${title} ${index + 1}` : title;
        return (
          // Entries are positions in Amazon's array; they have no other identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className={styles.entry}>
            {image && isHttp(entry.media_location) && (
              <img className={styles.thumbnail} src={entry.media_location} alt={`${title} preview`} />
            )}
            <div className={styles.entryFields}>
              {properties.map((p) => (
                <PropertyInput
                  key={p.key}
                  property={p}
                  value={entry[p.key]}
                  onChange={(next) =>
                    onChange(entries.map((e, i) => (i === index ? { ...e, [p.key]: next } : e)))
                  }
                  label={single ? label : `${label} ${p.title}`}
                  showLabel={!single}
                  multiline={field.name === NEVER_REPEATABLE}
                  disabled={disabled}
                />
              ))}
            </div>
            {repeatable && (
              <Button
                appearance="subtle"
                icon={<SubtractRegular />}
                aria-label={`Remove ${label}`}
                disabled={disabled || entries.length <= 1}
                onClick={() => onChange(entries.filter((_e, i) => i !== index))}
              />
            )}
          </div>
        );
      })}
      {repeatable && entries.length < max && (
        <Button
          appearance="subtle"
          size="small"
          icon={<AddRegular />}
          disabled={disabled}
          onClick={() => onChange([...entries, newEntry(field.properties)])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add {field.meta.title}
        </Button>
      )}
    </div>
  );
}
