import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled } from '@fluentui/react-icons';
import type { ReflectionRecordsQuery } from '../../../gql/graphql';
import { useReflectionRecordsQuery } from '../../../gql/hooks';
import { type DataTableColumn, parseAsPage, useAddressState } from '../../../ui';
import { type SellerKey, SellerToolPage, ToolGrid } from '../components/ToolGridPage';
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
  return <SellerToolPage title="Reflecting">{(seller) => <Reflecting seller={seller} />}</SellerToolPage>;
}

function Reflecting({ seller }: { seller: SellerKey }) {
  const styles = useStyles();
  const [state, update] = useAddressState({ page: parseAsPage.withDefault(0) }, { pageKey: 'page' });
  const [pageSize, setPageSize] = useToolPageSize('reflecting');
  const { data, previousData, loading, error, refetch } = useReflectionRecordsQuery({
    variables: { ...seller, page: state.page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
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
    <ToolGrid<Row>
      tableName="reflecting"
      ariaLabel="Reflection by field group"
      columns={columns}
      answer={(data ?? previousData)?.reflectionRecords}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      page={state.page}
      onPageChange={(page) => void update({ page })}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        void update({ page: null });
      }}
      emptyMessage="No submitted changes to compare yet."
    />
  );
}
