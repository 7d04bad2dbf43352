import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  type AccordionToggleEventHandler,
  CounterBadge,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type FormValues, IMAGE_SLOTS, type ListingFieldDefinition } from '@portal/schema';
import { IMAGES_GROUP, shownEntries, withEntries } from '../form-state';
import { AttributeField } from './AttributeField';
import { ImageUpload } from './ImageUpload';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  panel: { display: 'flex', flexDirection: 'column', paddingBottom: tokens.spacingVerticalM, minWidth: 0 },
  item: { scrollMarginTop: '80px' },
});

export interface ListingFormProps {
  fields: ListingFieldDefinition[];
  groups: readonly { name: string; title: string }[];
  values: FormValues;
  onChange: (values: FormValues) => void;
  openGroups: string[];
  onToggleGroup: (group: string, open: boolean) => void;
  /** Attributes with an issue: outlined, their group counted. */
  invalidAttributes: ReadonlySet<string>;
  disabled?: boolean;
  /** The seller an uploaded image is stored for (the IMAGES group's upload buttons). */
  seller: { sellerId: string; marketplaceId: string };
}

const isImageSlot = (name: string) => (IMAGE_SLOTS as readonly string[]).includes(name);

/**
 * The listing form (spec 3 §2): an accordion per property group, in the definition's order, with
 * IMAGES last; each group's attributes in the definition's order.
 */
export function ListingForm(props: ListingFormProps) {
  const styles = useStyles();
  const ordered = [
    ...props.groups.filter((g) => g.name !== IMAGES_GROUP),
    ...props.groups.filter((g) => g.name === IMAGES_GROUP),
  ];
  const onToggle: AccordionToggleEventHandler<string> = (_e, data) =>
    props.onToggleGroup(data.value, !props.openGroups.includes(data.value));
  return (
    <Accordion multiple collapsible openItems={props.openGroups} onToggle={onToggle}>
      {ordered.map((group) => {
        const fields = props.fields.filter((f) => f.group === group.name);
        if (fields.length === 0) return null;
        const invalid = fields.filter((f) => props.invalidAttributes.has(f.name)).length;
        return (
          <AccordionItem
            key={group.name}
            value={group.name}
            id={`accordion-${group.name}`}
            className={styles.item}
          >
            <AccordionHeader size="large">
              <span className={styles.header}>
                {group.name === IMAGES_GROUP ? 'IMAGES' : group.title}
                {invalid > 0 && (
                  <CounterBadge
                    count={invalid}
                    color="danger"
                    size="small"
                    aria-label={`${invalid} invalid`}
                  />
                )}
              </span>
            </AccordionHeader>
            <AccordionPanel className={styles.panel}>
              {fields.map((field) => {
                const entries = shownEntries(props.values, field);
                return (
                  <div key={field.name}>
                    <AttributeField
                      field={field}
                      entries={entries}
                      onChange={(next) => props.onChange(withEntries(props.values, field.name, next))}
                      invalid={props.invalidAttributes.has(field.name)}
                      disabled={props.disabled}
                    />
                    {isImageSlot(field.name) && (
                      <ImageUpload
                        slot={field.name}
                        seller={props.seller}
                        disabled={props.disabled}
                        onUploaded={(location) =>
                          props.onChange(
                            withEntries(props.values, field.name, [
                              { ...entries[0], media_location: location },
                              ...entries.slice(1),
                            ]),
                          )
                        }
                      />
                    )}
                  </div>
                );
              })}
            </AccordionPanel>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
