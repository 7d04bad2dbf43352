import { Button, Checkbox, Image, Link, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular, ImageOffRegular } from '@fluentui/react-icons';
import { ALERT_MESSAGES, marketplaceById } from '@portal/schema';
import { useState } from 'react';
import type { AlertRowFragment } from '../../../gql/graphql';
import type { DataTableColumn } from '../../../ui';
import { productUrl } from '../product-url';

const useStyles = makeStyles({
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
  const styles = useStyles();
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
  const styles = useStyles();
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
  { field: 'message', header: 'Message', width: 320 },
  // Columns are the GraphQL fields; `key` keeps the names the address and saved layouts hold.
  { field: 'brandCode', key: 'brand', header: 'Brand', sortable: true, width: 110 },
  {
    field: 'marketplaceId',
    key: 'marketplace',
    header: 'Marketplace',
    sortable: true,
    width: 130,
    format: (_, r) => marketplaceById(r.marketplaceId)?.name ?? r.marketplaceId,
  },
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
