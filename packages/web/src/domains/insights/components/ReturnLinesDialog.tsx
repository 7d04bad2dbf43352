import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import {
  INSIGHTS_MESSAGES,
  INSIGHTS_SKU_MODAL_PAGE_SIZES,
  INSIGHTS_SKU_MODAL_ROW_HEIGHT,
} from '@portal/schema';
import { useState } from 'react';
import type { InsightReturnLinesQuery, InsightsFilter, ReturnBy } from '../../../gql/graphql';
import { useInsightReturnLinesQuery } from '../../../gql/hooks';
import { DataTable, type DataTableColumn } from '../../../ui';

type Line = InsightReturnLinesQuery['insightReturnLines']['rows'][number];
const COLUMNS: DataTableColumn<Line>[] = [
  { field: 'returnDate', header: 'Return date', format: (v) => String(v).slice(0, 10), width: 110 },
  { field: 'amazonOrderId', header: 'Order', width: 170 },
  { field: 'sellerSku', header: 'SKU', width: 110 },
  { field: 'listingTitle', header: 'Title', width: 240 },
  { field: 'quantity', header: 'Quantity', align: 'end', width: 90 },
  { field: 'reason', header: 'Reason', width: 150 },
  { field: 'detailedDisposition', header: 'Disposition', width: 150 },
  { field: 'fulfillmentCenterId', header: 'Fulfillment center', width: 110 },
  { field: 'licensePlateNumber', header: 'License plate', width: 200 },
  { field: 'status', header: 'Status', width: 180 },
  { field: 'customerComments', header: 'Customer comments', width: 220 },
];

/** A SKU's return lines, paged (10/25/40/60), with Export to CSV. */
export function ReturnLinesDialog(props: {
  filter: InsightsFilter;
  sku: string;
  returnBy: ReturnBy | null;
  value: string | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(INSIGHTS_SKU_MODAL_PAGE_SIZES[0]);
  const { data, loading, error, refetch } = useInsightReturnLinesQuery({
    variables: {
      filter: props.filter,
      sku: props.sku,
      returnBy: props.returnBy,
      value: props.value,
      page,
      pageSize,
    },
  });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: 'min(1100px, 96vw)' }}>
        <DialogBody>
          <DialogTitle>{`Returns of ${props.sku}`}</DialogTitle>
          <DialogContent>
            <DataTable
              tableName="insight-returns"
              ariaLabel={`Return lines of ${props.sku}`}
              columns={COLUMNS}
              rows={data?.insightReturnLines.rows ?? []}
              count={data?.insightReturnLines.count ?? 0}
              getRowId={(r) => r.licensePlateNumber}
              page={page}
              pageSize={pageSize}
              pageSizeOptions={INSIGHTS_SKU_MODAL_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(0);
              }}
              rowHeight={INSIGHTS_SKU_MODAL_ROW_HEIGHT}
              loading={loading}
              error={error ? INSIGHTS_MESSAGES.brandData : null}
              onRetry={() => void refetch()}
              exportFileName={`${props.sku} returns`}
              layoutStore={null}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
