import { useApolloClient } from '@apollo/client/react';
import { Button, Checkbox } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import {
  ALERT_MESSAGES,
  type ALERT_TABS,
  ALERTS_PAGE_SIZE,
  ALERTS_ROW_HEIGHT,
  alertsExportFileName,
  PAGE_SIZE_OPTIONS,
} from '@portal/schema';
import { parseAsBoolean, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { errorCode } from '../../../app/apollo/error-message';
import {
  type AlertTabInput,
  DeletedSkusDocument,
  LateFbmShipmentsDocument,
  MissingParentsDocument,
} from '../../../gql/graphql';
import {
  useDeletedSkusQuery,
  useLateFbmShipmentsQuery,
  useMissingParentsQuery,
  useToggleDeletedSkusHiddenMutation,
  useToggleLateFbmShipmentsFinishedMutation,
  useToggleMissingParentsHiddenMutation,
} from '../../../gql/hooks';
import {
  DataTable,
  downloadCsv,
  ForbiddenState,
  parseAsNumberOf,
  parseAsPage,
  toCsv,
  useAddressState,
  useNotify,
} from '../../../ui';
import {
  type AlertTabRow,
  type ExtraTabKey,
  TAB_DATA_COLUMNS,
  tabActionColumns,
} from '../components/tab-columns';
import { readAllPages } from './export-all';
import { useSelection } from './use-selection';

const DEFAULT_SORT: Record<ExtraTabKey, string> = {
  'late-fbm': 'daysPastPromise',
  'deleted-skus': 'date',
  'parent-changes': 'date',
};
const TITLE: Record<ExtraTabKey, (typeof ALERT_TABS)[number]> = {
  'late-fbm': 'Late FBM Shipments',
  'deleted-skus': 'Deleted SKUs',
  'parent-changes': 'Parent Changes',
};
/** An extra tab's page, sort and whether finished rows show too, in the address (shareable). */
const tabParsers = {
  page: parseAsPage.withDefault(0),
  pageSize: parseAsNumberOf(PAGE_SIZE_OPTIONS).withDefault(ALERTS_PAGE_SIZE),
  tabSortBy: parseAsString,
  tabSortOrder: parseAsStringLiteral(['asc', 'desc'] as const).withDefault('desc'),
  showAll: parseAsBoolean.withDefault(false),
};
const DOCUMENT = {
  'late-fbm': LateFbmShipmentsDocument,
  'deleted-skus': DeletedSkusDocument,
  'parent-changes': MissingParentsDocument,
} as const;

/** Late FBM Shipments, Deleted SKUs and Parent Changes (staff only): finished flags and export. */
export function AlertTabView({ kind }: { kind: ExtraTabKey }) {
  const notify = useNotify();
  const client = useApolloClient();
  const [params, update] = useAddressState(tabParsers, { pageKey: 'page' });
  const [exporting, setExporting] = useState(false);
  const sortBy = params.tabSortBy ?? DEFAULT_SORT[kind];
  const input: AlertTabInput = {
    page: params.page,
    pageSize: params.pageSize ?? ALERTS_PAGE_SIZE,
    showAll: params.showAll,
    sortBy,
    sortOrder: params.tabSortOrder === 'asc' ? 'ASC' : 'DESC',
  };
  const late = useLateFbmShipmentsQuery({
    variables: { input },
    skip: kind !== 'late-fbm',
    fetchPolicy: 'cache-and-network',
  });
  const deleted = useDeletedSkusQuery({
    variables: { input },
    skip: kind !== 'deleted-skus',
    fetchPolicy: 'cache-and-network',
  });
  const missing = useMissingParentsQuery({
    variables: { input },
    skip: kind !== 'parent-changes',
    fetchPolicy: 'cache-and-network',
  });
  const [toggleLate, lateState] = useToggleLateFbmShipmentsFinishedMutation();
  const [toggleDeleted, deletedState] = useToggleDeletedSkusHiddenMutation();
  const [toggleMissing, missingState] = useToggleMissingParentsHiddenMutation();
  const result = kind === 'late-fbm' ? late : kind === 'deleted-skus' ? deleted : missing;
  const page: { rows: readonly AlertTabRow[]; count: number } | undefined =
    late.data?.lateFbmShipments ?? deleted.data?.deletedSkus ?? missing.data?.missingParents;
  const { selected, toggle: select, clear } = useSelection(JSON.stringify([kind, input]));

  if (errorCode(result.error) === 'FORBIDDEN') return <ForbiddenState />;

  const toggle = async (ids: string[]) => {
    try {
      if (kind === 'late-fbm') await toggleLate({ variables: { ids } });
      else if (kind === 'deleted-skus') await toggleDeleted({ variables: { ids } });
      else await toggleMissing({ variables: { ids } });
      notify.success(
        kind === 'late-fbm' ? ALERT_MESSAGES.alertStatusChanged : ALERT_MESSAGES.successfullyHidden,
      );
      clear();
      await result.refetch();
    } catch {
      notify.error(ids.length > 1 ? ALERT_MESSAGES.hideAlertsFailed : ALERT_MESSAGES.hideAlertFailed);
    }
  };
  const onExport = async () => {
    setExporting(true);
    try {
      const rows = await readAllPages(async (pageNumber, pageSize) => {
        const answer = await client.query({
          query: DOCUMENT[kind],
          variables: { input: { ...input, page: pageNumber, pageSize } },
          fetchPolicy: 'network-only',
        });
        const data = answer.data as Record<string, { rows: AlertTabRow[]; count: number }> | undefined;
        const found = data ? Object.values(data)[0] : undefined;
        if (!found) throw new Error(ALERT_MESSAGES.unableToGetAlerts);
        return found;
      });
      downloadCsv(alertsExportFileName(TITLE[kind]), toCsv(TAB_DATA_COLUMNS[kind], rows));
    } catch {
      notify.error(ALERT_MESSAGES.unableToGetAlerts);
    } finally {
      setExporting(false);
    }
  };

  const busy = lateState.loading || deletedState.loading || missingState.loading;
  const extra = tabActionColumns(kind, selected, select, (row) => void toggle([row.id]), busy);
  return (
    <DataTable
      tableName={`alerts-${kind}`}
      ariaLabel={TITLE[kind]}
      columns={[extra.select, ...TAB_DATA_COLUMNS[kind], extra.action]}
      rows={page?.rows ?? []}
      count={page?.count ?? 0}
      getRowId={(r) => r.id}
      page={params.page}
      pageSize={params.pageSize}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      onPageChange={(p) => void update({ page: p })}
      onPageSizeChange={(size) => void update({ pageSize: size as typeof params.pageSize })}
      sortBy={sortBy}
      sortDirection={params.tabSortOrder}
      onSortChange={(field, direction) => void update({ tabSortBy: field, tabSortOrder: direction })}
      rowHeight={ALERTS_ROW_HEIGHT / 2}
      toolbar={
        <TabToolbar
          showAll={params.showAll}
          onShowAll={(showAll) => void update({ showAll })}
          selectedCount={selected.size}
          bulkLabel={kind === 'late-fbm' ? 'Toggle finished' : 'Hide/Show selected'}
          onBulk={() => void toggle([...selected])}
          onExport={() => void onExport()}
          exporting={exporting}
          busy={busy}
        />
      }
      loading={result.loading && !page}
      error={result.error ? ALERT_MESSAGES.unableToGetAlerts : null}
      onRetry={() => void result.refetch()}
    />
  );
}

type TabToolbarProps = {
  showAll: boolean;
  onShowAll: (on: boolean) => void;
  selectedCount: number;
  bulkLabel: string;
  onBulk: () => void;
  onExport: () => void;
  exporting: boolean;
  busy: boolean;
};

function TabToolbar(props: TabToolbarProps) {
  return (
    <>
      <Checkbox
        label="Show all"
        checked={props.showAll}
        onChange={(_, d) => props.onShowAll(d.checked === true)}
      />
      <Button disabled={props.selectedCount === 0 || props.busy} onClick={props.onBulk}>
        {props.bulkLabel}
      </Button>
      <Button icon={<ArrowDownloadRegular />} disabled={props.exporting} onClick={props.onExport}>
        Export to CSV
      </Button>
    </>
  );
}
