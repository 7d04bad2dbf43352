import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled } from '@fluentui/react-icons';
import { LISTINGS_MESSAGES, TOOL_GRID_PAGE_SIZE_OPTIONS } from '@portal/schema';
import { errorCode } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import type { ReflectionRecordsQuery } from '../../../gql/graphql';
import { useReflectionRecordsQuery } from '../../../gql/hooks';
import {
  DataTable,
  type DataTableColumn,
  ErrorState,
  LoadingState,
  PageHeader,
  parseAsPage,
  useAddressState,
  usePageTitle,
} from '../../../ui';
import { ListingsLoadState } from '../components/ListingsLoadState';
import { GROUP_COLUMNS } from '../field-groups';
import { listingEditUrl } from '../urls';
import { useToolPageSize } from '../use-tool-page-size';

type Row = ReflectionRecordsQuery['reflectionRecords']['rows'][number];

const useStyles = makeStyles({
  match: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  miss: { color: tokens.colorPaletteRedForeground1, fontSize: '20px' },
});

/** /reflecting: per listing and field group, does Amazon display what was submitted? */
export function ReflectingView() {
  usePageTitle('Reflecting');
  const { selection, loading } = useMarketplaceSelection();
  if (!selection)
    return loading ? (
      <LoadingState label="Loading…" />
    ) : (
      <ErrorState message={LISTINGS_MESSAGES.noConnection} />
    );
  return <Reflecting key={`${selection.sellerId}/${selection.marketplaceId}`} seller={selection} />;
}

function Reflecting({ seller }: { seller: { sellerId: string; marketplaceId: string } }) {
  const styles = useStyles();
  const [state, update] = useAddressState({ page: parseAsPage.withDefault(0) }, { pageKey: 'page' });
  const [pageSize, setPageSize] = useToolPageSize('reflecting');
  const { data, previousData, loading, error, refetch } = useReflectionRecordsQuery({
    variables: { ...seller, page: state.page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (data ?? previousData)?.reflectionRecords;
  const columns: DataTableColumn<Row>[] = [
    { field: 'sku', header: 'SKU', width: 180 },
    ...GROUP_COLUMNS.map(
      (c): DataTableColumn<Row> => ({
        field: c.field,
        header: c.header,
        width: 120,
        format: (_, row) => (row.matches[c.field] ? 'Match' : 'Differs'),
        render: (row) =>
          row.matches[c.field] ? (
            <CheckmarkCircleFilled className={styles.match} aria-label={`${c.header} matches`} />
          ) : (
            <Link
              as="a"
              href={listingEditUrl(
                { marketplaceId: row.marketplaceId, sellerId: row.sellerId, sku: row.sku },
                c.group,
              )}
              aria-label={`${c.header} differs: open ${row.sku} at ${c.header}`}
            >
              <DismissCircleFilled className={styles.miss} />
            </Link>
          ),
      }),
    ),
  ];
  return (
    <section aria-label="Reflecting">
      <PageHeader title="Reflecting" />
      {error && (!answer || errorCode(error) === 'FORBIDDEN') ? (
        <ListingsLoadState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable<Row>
          tableName="reflecting"
          ariaLabel="Reflection by field group"
          columns={columns}
          rows={answer?.rows ?? []}
          count={answer?.count ?? 0}
          getRowId={(row) => row.sku}
          page={state.page}
          pageSize={pageSize}
          pageSizeOptions={TOOL_GRID_PAGE_SIZE_OPTIONS}
          onPageChange={(page) => void update({ page })}
          onPageSizeChange={(size) => {
            setPageSize(size);
            void update({ page: null });
          }}
          loading={loading && !answer}
          emptyMessage="No submitted changes to compare yet."
        />
      )}
    </section>
  );
}
