import { Button, Checkbox, Image, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, EyeOffRegular, EyeRegular, ImageOffRegular } from '@fluentui/react-icons';
import {
  ALERT_MESSAGES,
  ALERTS_LAYOUT_TABLE,
  ALERTS_ROW_HEIGHT,
  marketplaceById,
  PAGE_SIZE_OPTIONS,
} from '@portal/schema';
import { type ReactNode, useState } from 'react';
import type { AlertRowFragment } from '../../../gql/graphql';
import { DataTable, type DataTableColumn, type SortDirection } from '../../../ui';
import { productUrl } from '../product-url';

const useCellStyles = makeStyles({
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  image: { width: '72px', height: '72px', objectFit: 'contain', flexShrink: 0 },
  noImage: {
    width: '72px',
    height: '72px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '28px',
    color: tokens.colorNeutralForeground4,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  name: { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: '3', WebkitBoxOrient: 'vertical' },
});

/** The product picture, or a quiet placeholder when the marketplace's image cannot be loaded. */
function ProductImage({ src }: { src: string }) {
  const styles = useCellStyles();
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span className={styles.noImage} aria-hidden>
        <ImageOffRegular />
      </span>
    );
  return <Image className={styles.image} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

export function ProductCell({ row }: { row: AlertRowFragment }) {
  const styles = useCellStyles();
  const url = productUrl(row.marketplaceId, row.asin ?? null, row.sku ?? null);
  const name = row.productName ?? row.sku ?? row.asin ?? '';
  return (
    <span className={styles.product}>
      {row.productImageUrl ? <ProductImage key={row.productImageUrl} src={row.productImageUrl} /> : null}
      {url ? (
        <Link className={styles.name} href={url} target="_blank" rel="noopener noreferrer">
          {name}
        </Link>
      ) : (
        <span className={styles.name}>{name}</span>
      )}
    </span>
  );
}

const dateTimeText = (iso: string) => new Date(iso).toLocaleString();

/** The marketplace by its name; `key` is the name links and saved layouts already hold. */
export const marketplaceColumn = <R extends { marketplaceId: string }>(): DataTableColumn<R> => ({
  field: 'marketplaceId',
  key: 'marketplace',
  header: 'Marketplace',
  width: 130,
  format: (_, r) => marketplaceById(r.marketplaceId)?.name ?? r.marketplaceId,
});

/** The columns every reader sees; their text is what the CSV export writes. */
export const ALERT_DATA_COLUMNS: DataTableColumn<AlertRowFragment>[] = [
  {
    field: 'productName',
    header: 'Product',
    sortable: true,
    width: 300,
    render: (r) => <ProductCell row={r} />,
    format: (_, r) => r.productName ?? '',
  },
  { field: 'alertType', header: 'Alert type', sortable: true, width: 170 },
  { field: 'alertSubType', header: 'Sub type', sortable: true, width: 170 },
  // What the reader came for: beside the product on a phone, wrapping in its own width.
  { field: 'message', header: 'Message', width: 320, phoneWidth: 200 },
  // Columns are the GraphQL fields; `key` keeps the names the address and saved layouts hold.
  { field: 'brandCode', key: 'brand', header: 'Brand', sortable: true, width: 110 },
  { ...marketplaceColumn<AlertRowFragment>(), sortable: true },
  { field: 'sku', header: 'SKU', sortable: true, width: 140 },
  { field: 'asin', header: 'ASIN', sortable: true, width: 120 },
  {
    field: 'dateTime',
    header: 'Date',
    sortable: true,
    width: 170,
    format: (_, r) => dateTimeText(r.dateTime),
  },
  {
    field: 'productUrl',
    header: 'Product page',
    hiddenByDefault: true,
    width: 200,
    format: (_, r) => productUrl(r.marketplaceId, r.asin ?? null, r.sku ?? null) ?? '',
  },
];

export type StaffColumnProps = {
  tab: string;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onToggleHidden: (row: AlertRowFragment) => void;
  busy: boolean;
};

/** Staff only (spec 2 §6): the selection checkbox and the Action column. */
export function staffColumns(props: StaffColumnProps): {
  select: DataTableColumn<AlertRowFragment>;
  action: DataTableColumn<AlertRowFragment>;
} {
  return {
    select: {
      field: 'select',
      header: 'Select',
      width: 70,
      render: (r) => (
        <Checkbox
          aria-label={`Select alert ${r.id}`}
          checked={props.selected.has(r.id)}
          onChange={(_, d) => props.onSelect(r.id, d.checked === true)}
        />
      ),
    },
    action: {
      field: 'action',
      header: 'Action',
      width: 90,
      render: (r) => {
        const hidden = r.hiddenFromTabs.includes(props.tab);
        const label = hidden ? ALERT_MESSAGES.showAlert : ALERT_MESSAGES.hideAlert;
        return (
          <Button
            appearance="subtle"
            aria-label={`${label} ${r.id}`}
            title={label}
            icon={hidden ? <EyeRegular /> : <EyeOffRegular />}
            disabled={props.busy}
            onClick={() => props.onToggleHidden(r)}
          />
        );
      },
    },
  };
}

export type AlertListPageProps = {
  filters: ReactNode;
  rows: readonly AlertRowFragment[];
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sortBy: string;
  sortDirection: SortDirection;
  onSortChange: (sortBy: string, direction: SortDirection) => void;
  search: string;
  onSearchChange: (value: string) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
  /** Null for brand users: no Action column, checkboxes or bulk hide (spec 2 §6). */
  staff:
    | (StaffColumnProps & {
        /** 'Hide selected' / 'Show selected', or null when both Visible and Hidden are checked. */
        bulkLabel: string | null;
        onBulk: () => void;
      })
    | null;
};

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Spec 2 'Alerts page', All Alerts tab: filters, the grid (row height 108), bulk hide/show and export. */
export function AlertListPage(props: AlertListPageProps) {
  const styles = useStyles();
  const { staff } = props;
  const extra = staff ? staffColumns(staff) : null;
  const columns: DataTableColumn<AlertRowFragment>[] = extra
    ? [extra.select, ...ALERT_DATA_COLUMNS, extra.action]
    : ALERT_DATA_COLUMNS;
  return (
    <section>
      {props.filters}
      <DataTable
        tableName={ALERTS_LAYOUT_TABLE}
        ariaLabel="Alerts"
        columns={columns}
        rows={props.rows}
        count={props.count}
        getRowId={(r) => r.id}
        page={props.page}
        pageSize={props.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        sortBy={props.sortBy}
        sortDirection={props.sortDirection}
        onSortChange={props.onSortChange}
        rowHeight={ALERTS_ROW_HEIGHT}
        // A table of text (no figures): on a phone each column keeps the width of its text and the
        // table scrolls beside the pinned product, instead of equal shares that broke the message
        // into a word a line (issue 38 point 10).
        phoneColumns="content"
        search={{ value: props.search, onChange: props.onSearchChange, placeholder: 'Product contains…' }}
        toolbar={
          <span className={styles.bar}>
            {staff &&
              (staff.bulkLabel ? (
                <Button disabled={staff.selected.size === 0 || staff.busy} onClick={staff.onBulk}>
                  {staff.bulkLabel}
                </Button>
              ) : (
                <Text size={200}>{ALERT_MESSAGES.bulkNeedsOneVisibility}</Text>
              ))}
            <Button
              icon={<ArrowDownloadRegular />}
              disabled={props.exporting || props.count === 0}
              onClick={props.onExport}
            >
              Export to CSV
            </Button>
          </span>
        }
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
    </section>
  );
}
