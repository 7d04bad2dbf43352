import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import { NOT_AVAILABLE } from '../../../ui/summary-tiles/format-metric';
import { type AttributePerson, customAttributeValueLimit } from '../custom-attribute-text';
import { EditableCell } from './EditableCell';

export type BrandCustomAttributesTabProps = {
  brandCode: string;
  attributes: readonly { name: string; type: string; value?: string | null }[];
  /** Whom a USER attribute may name: shown and chosen by name, not by user id (issue 38 point 6). */
  people: readonly AttributePerson[];
  canEdit: boolean;
  manageUrl: string;
  onSave: (name: string, value: string) => void;
};

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 32rem)',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    margin: `0 0 ${tokens.spacingVerticalL}`,
  },
  row: { display: 'contents' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  value: { margin: 0, minWidth: 0 },
});

/**
 * The brand update's Custom Attributes tab: each value of this brand, edited in place as in the
 * brands grid; a typed value shows the server's 2,000-character limit while it is edited and a longer
 * one is not sent (issue 38 point 13).
 */
export function BrandCustomAttributesTab(props: BrandCustomAttributesTabProps) {
  const styles = useStyles();
  const people = props.people.map((p) => ({ value: String(p.id), text: p.name }));
  return (
    <section aria-label="Custom attributes">
      {props.attributes.length === 0 ? (
        <p>{MESSAGES.noData}</p>
      ) : (
        <dl className={styles.list}>
          {props.attributes.map((a) => (
            <div key={a.name} className={styles.row}>
              <dt className={styles.name}>{a.name}</dt>
              <dd className={styles.value}>
                <EditableCell
                  value={a.value ?? ''}
                  emptyText={NOT_AVAILABLE}
                  label={`${a.name} of ${props.brandCode}`}
                  type={a.type === 'NUMBER' ? 'number' : 'text'}
                  options={a.type === 'USER' ? people : undefined}
                  limit={customAttributeValueLimit(a.type)}
                  editable={props.canEdit}
                  onSave={(value) => props.onSave(a.name, value)}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Link href={props.manageUrl}>Manage custom attributes</Link>
    </section>
  );
}
