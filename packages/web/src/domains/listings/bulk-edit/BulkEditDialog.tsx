import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { LISTINGS_BULK_MESSAGES } from '@portal/schema';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { BulkEditListingsMutation } from '../../../gql/graphql';
import { useBulkEditListingsMutation } from '../../../gql/hooks';
import { ErrorState, LoadingState, useNotify } from '../../../ui';
import { type BulkColumn, bulkEditableFields, columnHeading } from '../../listings-bulk/bulk-columns';
import { useSharedFields } from '../../listings-bulk/use-shared-fields';
import { listingEditUrl } from '../urls';
import { attributeColumns, bulkEditItems, type SelectedListing, valueProblems } from './bulk-edit-v1';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(640px, 96vw)', width: '100%', boxSizing: 'border-box' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  picker: { minWidth: 0, width: '100%' },
  values: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    border: 0,
    padding: 0,
    margin: 0,
  },
  review: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '240px', overflowY: 'auto' },
  skus: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

interface Seller {
  sellerId: string;
  marketplaceId: string;
}

type Outcome = BulkEditListingsMutation['bulkEditListings'];

/** SKUs the dialog names in its heading before counting the rest. */
const NAMED_SKUS = 5;

/** One value of the attribute, edited as its definition calls for (the bulk grid's editors). */
function ValueInput(props: {
  column: BulkColumn;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const { column, value, problem, onChange } = props;
  const { editor } = column;
  const label = columnHeading(column);
  if (editor.kind === 'select') {
    const chosen = editor.options.find((o) => o.value === value);
    return (
      <Field label={label} validationMessage={problem}>
        <Dropdown
          placeholder="Choose a value"
          value={chosen?.label ?? ''}
          selectedOptions={value ? [value] : []}
          onOptionSelect={(_e, data) => onChange(data.optionValue ?? '')}
        >
          {editor.options.map((o) => (
            <Option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  }
  const hint =
    editor.kind === 'text' && editor.maxLength
      ? `${value.length.toLocaleString('en-US')} of ${editor.maxLength.toLocaleString('en-US')} characters`
      : undefined;
  return (
    <Field label={label} validationMessage={problem} hint={problem ? undefined : hint}>
      <Input
        type={editor.kind === 'number' ? 'number' : 'text'}
        value={value}
        onChange={(_e, data) => onChange(data.value)}
      />
    </Field>
  );
}

/**
 * BULK EDIT (v1) on the listings page (spec 3 §2, §4, §5): one attribute of the ticked listings
 * (at least 2, one product type) set to one value. The attribute and its editor come from the
 * product type's field definitions, as in the listing editor and the bulk edit grid. ACCEPTED
 * closes the dialog with the success message; INVALID keeps it open with each SKU's issues.
 */
export function BulkEditDialog(props: {
  seller: Seller;
  listings: readonly SelectedListing[];
  onClose: () => void;
  onUpdated: () => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const productType = props.listings[0]?.productType ?? '';
  const productTypes = useMemo(() => [productType], [productType]);
  const shared = useSharedFields(props.seller, productTypes);
  const offered = useMemo(() => bulkEditableFields(shared.fields ?? []), [shared.fields]);
  const [search, setSearch] = useState('');
  const [attribute, setAttribute] = useState<string | null>(null);
  const [cells, setCells] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [bulkEdit, editing] = useBulkEditListingsMutation();

  const columns = useMemo(() => attributeColumns(shared.fields ?? [], attribute), [shared.fields, attribute]);
  const problems = valueProblems(columns, cells);
  const matching = offered.filter((f) =>
    `${f.meta.title} ${f.name}`.toLowerCase().includes(search.trim().toLowerCase()),
  );

  const submit = async () => {
    setTried(true);
    setOutcome(null);
    if (!attribute) {
      setProblem(LISTINGS_BULK_MESSAGES.bulkEditNoAttribute);
      return;
    }
    if (Object.keys(problems).length > 0) {
      setProblem(null);
      return;
    }
    setProblem(null);
    const listings = bulkEditItems(props.listings, columns, cells, {
      marketplaceId: props.seller.marketplaceId,
      languageTag: shared.locale,
    });
    try {
      const { data } = await bulkEdit({ variables: { ...props.seller, listings } });
      const answer = data?.bulkEditListings;
      if (!answer) return;
      if (answer.status === 'ACCEPTED') {
        notify.success(answer.message);
        props.onUpdated();
        props.onClose();
        return;
      }
      // Amazon may have accepted some of them: the table shows them as they are now.
      if (answer.bulkUpdateId) props.onUpdated();
      setOutcome(answer);
    } catch (e) {
      setProblem(errorMessage(e, LISTINGS_BULK_MESSAGES.savingFailed));
    }
  };

  const named = props.listings.slice(0, NAMED_SKUS).map((l) => l.sku);
  const more = props.listings.length - named.length;
  let body: React.ReactNode;
  if (shared.failed) body = <ErrorState message={LISTINGS_BULK_MESSAGES.attributesFailed(productType)} />;
  else if (!shared.fields) body = <LoadingState label="Loading the product type’s attributes…" />;
  else
    body = (
      <>
        <Field
          label="Attribute"
          hint={`Attributes of product type ${productType}`}
          validationMessage={tried && !attribute ? LISTINGS_BULK_MESSAGES.bulkEditNoAttribute : undefined}
        >
          <Combobox
            className={styles.picker}
            freeform
            placeholder="Search attributes"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onOptionSelect={(_e, data) => {
              if (!data.optionValue) return;
              setAttribute(data.optionValue);
              setSearch(data.optionText ?? data.optionValue);
              setCells({});
              setTried(false);
              setOutcome(null);
            }}
          >
            {matching.map((f) => (
              <Option key={f.name} value={f.name} text={f.meta.title}>
                {f.required ? `${f.meta.title} *` : f.meta.title}
              </Option>
            ))}
            {matching.length === 0 && (
              <Option value="" disabled text="">
                {LISTINGS_BULK_MESSAGES.noAttributesMatch}
              </Option>
            )}
          </Combobox>
        </Field>
        {columns.length > 0 && (
          <fieldset className={styles.values} aria-label="New value">
            {columns.map((column) => (
              <ValueInput
                key={column.key}
                column={column}
                value={cells[column.key] ?? ''}
                problem={tried ? problems[column.key] : undefined}
                onChange={(value) => setCells((c) => ({ ...c, [column.key]: value }))}
              />
            ))}
          </fieldset>
        )}
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
        {outcome?.status === 'PENDING' && (
          <MessageBar intent="warning">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
        )}
        {outcome?.status === 'INVALID' && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <Text block>{outcome.message}</Text>
              <ul className={styles.review} aria-label="Listings to review">
                {outcome.submissionResponses.map((r) => (
                  <li key={r.sku}>
                    <Link href={listingEditUrl({ ...props.seller, sku: r.sku })}>{r.sku}</Link>
                    {r.issues.length > 0 &&
                      `: ${r.issues.map((i) => `${i.message} (Code: ${i.code})`).join(' ')}`}
                  </li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
      </>
    );

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Bulk edit {props.listings.length} listings</DialogTitle>
          <DialogContent className={styles.content}>
            <Text className={styles.skus}>
              {named.join(', ')}
              {more > 0 ? ` and ${more} more` : ''}
            </Text>
            {body}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button
              appearance="primary"
              disabled={!shared.fields || editing.loading}
              onClick={() => void submit()}
            >
              {editing.loading ? 'Updating…' : 'Update listings'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
