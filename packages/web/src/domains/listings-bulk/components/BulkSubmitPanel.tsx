import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BULK_UPDATE_COOLDOWN_MS, LISTINGS_BULK_MESSAGES, type ListingFieldDefinition } from '@portal/schema';
import { useEffect, useMemo, useState } from 'react';
import { useBulkUpdateCompleteSubscription, useSubmitBulkUpdateMutation } from '../../../gql/hooks';
import { EditableGrid, type EditableGridColumn } from '../../../ui';
import { languageTagOf } from '../../product-type-fields/definitions';
import { attributesToSubmit, bulkColumns, cellProblem, cellText, columnHeading } from '../bulk-columns';

type Seller = { sellerId: string; marketplaceId: string };
type Issue = { code: string; message: string };
export interface BulkPanelListing {
  sku: string;
  asin?: string | null;
  attributes?: unknown;
  attributesToSubmit?: Record<string, Record<string, unknown>[]>;
}
type GridRow = Record<string, string> & { sku: string };
/** The refused values listed under the grid; the cells themselves are all marked. */
const INVALID_SHOWN = 20;

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBlock: tokens.spacingVerticalM,
  },
  issues: { color: tokens.colorPaletteRedForeground1, whiteSpace: 'normal' },
  heading: { fontWeight: tokens.fontWeightSemibold, marginBlockStart: tokens.spacingVerticalM },
  // One line in the cell, cut with an ellipsis: the full text is in the list under the grid.
  issueCell: {
    color: tokens.colorPaletteRedForeground1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    display: 'block',
  },
  refused: { marginBlockStart: tokens.spacingVerticalM, overflowWrap: 'anywhere' },
  refusedList: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/**
 * Step 2 of bulk edit, and the CSV upload's last step: the listings in an editable grid, one
 * column per chosen attribute's value with the editor its field definition calls for (ADR 0606);
 * a value the definition refuses is marked and named before submit; 'Update Listings' submits the
 * changed cells as one bulk update; bulk-update-complete then removes accepted SKUs and shows
 * refused ones' issues.
 */
export function BulkSubmitPanel({
  seller,
  listings,
  attributes,
  fields,
  locale,
  fromCsv = false,
  onBack,
  onStartOver,
}: {
  seller: Seller;
  listings: readonly BulkPanelListing[];
  attributes: readonly string[];
  /** The listings' product type's field definitions (all listings share it). */
  fields: readonly ListingFieldDefinition[];
  locale: string;
  fromCsv?: boolean;
  onBack?: () => void;
  onStartOver?: () => void;
}) {
  const styles = useStyles();
  const columns = useMemo(() => bulkColumns(fields, attributes), [fields, attributes]);
  const before = useMemo(() => new Map(listings.map((l) => [l.sku, l.attributes])), [listings]);
  const original = useMemo(
    () =>
      new Map(
        listings.map((l) => [
          l.sku,
          Object.fromEntries(columns.map((c) => [c.key, cellText(l.attributes, c)])) as Record<
            string,
            string
          >,
        ]),
      ),
    [listings, columns],
  );
  const [rows, setRows] = useState<GridRow[]>(() =>
    listings.map((l) => ({
      sku: l.sku,
      // A CSV's mapped column comes as the value to submit; otherwise the listing's own value.
      ...Object.fromEntries(
        columns.map((c) => [
          c.key,
          l.attributesToSubmit?.[c.attribute] ? cellText(l.attributesToSubmit, c) : cellText(l.attributes, c),
        ]),
      ),
    })),
  );
  const [issues, setIssues] = useState<Record<string, Issue[]>>({});
  const [bulkUpdateId, setBulkUpdateId] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  // The confirmation names what was sent: accepted rows leave the grid while it is open.
  const [submittedCount, setSubmittedCount] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [submit] = useSubmitBulkUpdateMutation();

  useBulkUpdateCompleteSubscription({
    variables: seller,
    skip: !bulkUpdateId,
    onData: ({ data }) => {
      const event = data.data?.bulkUpdateComplete;
      if (!event || event.bulkUpdateId !== bulkUpdateId) return;
      if (event.updateAccepted) setRows((current) => current.filter((r) => r.sku !== event.sku));
      else setIssues((current) => ({ ...current, [event.sku]: event.issues }));
    },
  });

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const languageTag = languageTagOf([...fields], locale);
  // The changed listings as they will be sent, and the values the definitions refuse, in words,
  // before anything is sent (a listing left as it was is not sent, so its values do not count).
  const { changes, invalid } = useMemo(() => {
    const invalid: { sku: string; problem: string }[] = [];
    const changes = rows.flatMap((row) => {
      const was = original.get(row.sku) ?? {};
      const touched = [
        ...new Set(
          columns.filter((c) => fromCsv || (row[c.key] ?? '') !== (was[c.key] ?? '')).map((c) => c.attribute),
        ),
      ];
      if (touched.length === 0) return [];
      for (const c of columns) {
        const problem = touched.includes(c.attribute) ? cellProblem(c, row[c.key] ?? '') : null;
        if (problem) invalid.push({ sku: row.sku, problem });
      }
      return [
        {
          sku: row.sku,
          touchedAttributes: touched,
          attributesToSubmit: attributesToSubmit(before.get(row.sku), row, columns, touched, {
            marketplaceId: seller.marketplaceId,
            languageTag,
          }),
        },
      ];
    });
    return { changes, invalid };
  }, [rows, original, columns, fromCsv, before, seller.marketplaceId, languageTag]);

  const update = async () => {
    setFailure(null);
    const id = crypto.randomUUID();
    setCooldown(BULK_UPDATE_COOLDOWN_MS / 1000);
    try {
      const answer = await submit({ variables: { ...seller, bulkUpdateId: id, listings: changes, fromCsv } });
      setBulkUpdateId(id);
      setSubmittedCount(changes.length);
      setIssues({});
      if (answer.data?.submitBulkUpdate.status) setConfirmed(true);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : LISTINGS_BULK_MESSAGES.bulkEditFailed,
      );
    }
  };

  const issueText = (sku: string) => issues[sku]?.map((i) => `${i.message} (Code: ${i.code})`).join(' ');
  // A grid cell has one line and the Issues column is the last (off screen on a phone): the full
  // text of each refusal is also listed under the grid.
  const gridColumns: EditableGridColumn<GridRow>[] = [
    { key: 'sku', name: 'SKU', width: 200 },
    ...columns.map((c) => ({
      key: c.key,
      name: columnHeading(c),
      width: c.editor.kind === 'text' ? 260 : 180,
      editable: true,
      editor: c.editor,
      problem: (row: GridRow) => cellProblem(c, row[c.key] ?? ''),
    })),
    {
      key: 'issues',
      name: 'Issues',
      width: 320,
      render: (row: GridRow) =>
        issues[row.sku] ? (
          <span className={styles.issueCell} title={issueText(row.sku)}>
            {issueText(row.sku)}
          </span>
        ) : null,
    },
  ];
  const refused = rows.filter((r) => issues[r.sku]);

  if (rows.length === 0)
    return (
      <div role="status">
        <p>{LISTINGS_BULK_MESSAGES.noMoreListings}</p>
        {!fromCsv && onStartOver && <Button onClick={onStartOver}>Start over</Button>}
      </div>
    );
  return (
    <div>
      <div className={styles.heading}>Make your changes and click submit below</div>
      <EditableGrid<GridRow>
        ariaLabel="Listings to change"
        columns={gridColumns}
        rows={rows}
        rowKey={(r) => r.sku}
        onRowsChange={setRows}
      />
      {refused.length > 0 && (
        <section aria-labelledby="bulk-refused" className={styles.refused}>
          <h3 id="bulk-refused" className={styles.heading}>
            Listings Amazon refused ({refused.length})
          </h3>
          <ul className={styles.refusedList}>
            {refused.map((r) => (
              <li key={r.sku}>
                <strong>{r.sku}</strong>: <span className={styles.issues}>{issueText(r.sku)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {invalid.length > 0 && (
        <section aria-labelledby="bulk-invalid" className={styles.refused}>
          <h3 id="bulk-invalid" className={styles.heading}>
            Fix these values before updating ({invalid.length})
          </h3>
          <ul className={styles.refusedList}>
            {invalid.slice(0, INVALID_SHOWN).map((i) => (
              <li key={`${i.sku}|${i.problem}`}>
                <strong>{i.sku}</strong>: <span className={styles.issues}>{i.problem}</span>
              </li>
            ))}
          </ul>
          {invalid.length > INVALID_SHOWN && <p>…and {invalid.length - INVALID_SHOWN} more.</p>}
        </section>
      )}
      {failure && (
        <div role="alert" className={styles.issues}>
          {failure}
        </div>
      )}
      <div className={styles.actions}>
        {onBack && <Button onClick={onBack}>Back</Button>}
        <Button
          appearance="primary"
          disabled={cooldown > 0 || changes.length === 0 || invalid.length > 0}
          onClick={() => void update()}
        >
          {cooldown > 0 ? `Wait ${cooldown}s...` : 'Update Listings'}
        </Button>
      </div>
      <Dialog open={confirmed} onOpenChange={(_, d) => setConfirmed(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Update submitted</DialogTitle>
            <DialogContent>
              Amazon is processing {submittedCount || 'the'} listings. Accepted listings leave the grid as
              Amazon reports them; refused ones show their issues. This can take seconds to an hour or two.
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setConfirmed(false)}>
                OK
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
