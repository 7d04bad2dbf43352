import { Button, Checkbox } from '@fluentui/react-components';
import { CheckmarkCircleRegular, CircleRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { ALERT_MESSAGES } from '@portal/schema';
import type { DeletedSkusQuery, LateFbmShipmentsQuery, MissingParentsQuery } from '../../../gql/graphql';
import type { DataTableColumn } from '../../../ui';
import { marketplaceColumn } from './AlertListPage';

/** A row of the late FBM, deleted SKU or missing parent tab, as its query's generated type. */
export type AlertTabRow =
  | LateFbmShipmentsQuery['lateFbmShipments']['rows'][number]
  | DeletedSkusQuery['deletedSkus']['rows'][number]
  | MissingParentsQuery['missingParents']['rows'][number];
/** The staff-only tabs by address key (spec 2 §2), after All Alerts ('all'). */
export const EXTRA_TAB_KEYS = ['late-fbm', 'deleted-skus', 'parent-changes'] as const;
export type ExtraTabKey = (typeof EXTRA_TAB_KEYS)[number];

const common: DataTableColumn<AlertTabRow>[] = [
  { field: 'sku', header: 'SKU', sortable: true, width: 150 },
  { field: 'asin', header: 'ASIN', sortable: true, width: 120 },
  {
    field: 'brandName',
    header: 'Brand',
    sortable: true,
    width: 200,
    format: (_, r) => `${r.brandName} (${r.brandCode})`,
  },
  marketplaceColumn<AlertTabRow>(),
];

/** The data columns of each extra tab (spec 2 §3); their text is what the CSV writes. */
export const TAB_DATA_COLUMNS: Record<ExtraTabKey, DataTableColumn<AlertTabRow>[]> = {
  'late-fbm': [
    { field: 'orderId', header: 'Order', sortable: true, width: 190 },
    ...common.filter((c) => c.field !== 'asin'),
    { field: 'promiseDate', header: 'Promise date', sortable: true, width: 130 },
    { field: 'daysPastPromise', header: 'Days past promise', sortable: true, width: 150, align: 'end' },
    { field: 'status', header: 'Status', sortable: true, width: 120 },
    { field: 'finished', header: 'Finished', width: 100, format: (_, r) => (r.finished ? 'Yes' : 'No') },
  ],
  'deleted-skus': [
    ...common,
    { field: 'date', header: 'Date', sortable: true, width: 120 },
    { field: 'status', header: 'Status', sortable: true, width: 110 },
  ],
  'parent-changes': [
    ...common,
    { field: 'isChild', header: 'Child', width: 80, format: (isChild) => (isChild ? 'Yes' : 'No') },
    {
      field: 'parentAsin',
      header: 'Parent ASIN',
      sortable: true,
      width: 130,
      format: (parentAsin) => (parentAsin as string | null) ?? 'N/A',
    },
    { field: 'prevParentAsin', header: 'Previous parent ASIN', sortable: true, width: 170 },
    { field: 'date', header: 'Date', sortable: true, width: 120 },
    { field: 'status', header: 'Status', sortable: true, width: 110 },
  ],
};

export function tabActionColumns(
  kind: ExtraTabKey,
  selected: ReadonlySet<string>,
  onSelect: (id: string, on: boolean) => void,
  onToggle: (row: AlertTabRow) => void,
  busy: boolean,
): { select: DataTableColumn<AlertTabRow>; action: DataTableColumn<AlertTabRow> } {
  return {
    select: {
      field: 'select',
      header: 'Select',
      width: 70,
      render: (r) => (
        <Checkbox
          aria-label={`Select ${r.sku}`}
          checked={selected.has(r.id)}
          onChange={(_, d) => onSelect(r.id, d.checked === true)}
        />
      ),
    },
    action: {
      field: 'action',
      header: 'Action',
      width: 90,
      render: (r) => {
        // Late FBM rows toggle finished; the others hide, and a finished row shows (spec 2 §2).
        const label =
          kind === 'late-fbm'
            ? r.finished
              ? 'Mark unfinished'
              : 'Mark finished'
            : r.finished
              ? ALERT_MESSAGES.showAlert
              : ALERT_MESSAGES.hideAlert;
        const icon =
          kind === 'late-fbm' ? (
            r.finished ? (
              <CheckmarkCircleRegular />
            ) : (
              <CircleRegular />
            )
          ) : r.finished ? (
            <EyeRegular />
          ) : (
            <EyeOffRegular />
          );
        return (
          <Button
            appearance="subtle"
            aria-label={`${label} ${r.sku}`}
            title={label}
            icon={icon}
            disabled={busy}
            onClick={() => onToggle(r)}
          />
        );
      },
    },
  };
}
