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
import { BULK_UPDATE_COOLDOWN_MS, LISTINGS_BULK_MESSAGES } from '@portal/schema';
import { useEffect, useMemo, useState } from 'react';
import { useBulkUpdateCompleteSubscription, useSubmitBulkUpdateMutation } from '../../../gql/hooks';
import { EditableGrid, type EditableGridColumn } from '../../../ui';

type Seller = { sellerId: string; marketplaceId: string };
type Issue = { code: string; message: string };
export interface BulkPanelListing {
  sku: string;
  asin?: string | null;
  attributes?: unknown;
  attributesToSubmit?: Record<string, { value: unknown }[]>;
}
type GridRow = Record<string, string> & { sku: string };

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

const firstValue = (attributes: unknown, name: string): string => {
  const values = (attributes as Record<string, { value?: unknown }[]> | null | undefined)?.[name];
  const value = values?.[0]?.value;
  return value === undefined || value === null ? '' : String(value);
};

/**
 * Step 2 of bulk edit, and the CSV upload's last step: the listings in an editable grid, one
 * column per chosen attribute; 'Update Listings' submits the changed cells as one bulk update;
 * bulk-update-complete then removes accepted SKUs and shows refused ones' issues.
 */
export function BulkSubmitPanel({
  seller,
  listings,
  attributes,
  fromCsv = false,
  onBack,
  onStartOver,
}: {
  seller: Seller;
  listings: readonly BulkPanelListing[];
  attributes: readonly string[];
  fromCsv?: boolean;
  onBack?: () => void;
  onStartOver?: () => void;
}) {
  const styles = useStyles();
  const original = useMemo(
    () =>
      new Map(
        listings.map((l) => [
          l.sku,
          Object.fromEntries(attributes.map((a) => [a, firstValue(l.attributes, a)])) as Record<
            string,
            string
          >,
        ]),
      ),
    [listings, attributes],
  );
  const [rows, setRows] = useState<GridRow[]>(() =>
    listings.map((l) => ({
      sku: l.sku,
      ...Object.fromEntries(
        attributes.map((a) => [
          a,
          l.attributesToSubmit?.[a] ? firstValue(l.attributesToSubmit, a) : firstValue(l.attributes, a),
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

  const changes = rows.flatMap((row) => {
    const before = original.get(row.sku) ?? {};
    const touched = attributes.filter((a) => fromCsv || (row[a] ?? '') !== (before[a] ?? ''));
    if (touched.length === 0) return [];
    return [
      {
        sku: row.sku,
        touchedAttributes: touched,
        attributesToSubmit: Object.fromEntries(
          touched.map((a) => [
            a,
            row[a] ? [{ value: row[a], marketplace_id: seller.marketplaceId, language_tag: 'en_US' }] : [],
          ]),
        ),
      },
    ];
  });

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
  const columns: EditableGridColumn<GridRow>[] = [
    { key: 'sku', name: 'SKU', width: 200 },
    ...attributes.map((a) => ({ key: a, name: a, width: 260, editable: true })),
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
        columns={columns}
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
      {failure && (
        <div role="alert" className={styles.issues}>
          {failure}
        </div>
      )}
      <div className={styles.actions}>
        {onBack && <Button onClick={onBack}>Back</Button>}
        <Button
          appearance="primary"
          disabled={cooldown > 0 || changes.length === 0}
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
