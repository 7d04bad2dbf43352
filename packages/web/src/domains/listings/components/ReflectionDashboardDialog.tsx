import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { format } from 'date-fns';
import { useReflectionDashboardQuery } from '../../../gql/hooks';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { GROUP_COLUMNS, REFLECTING_LABEL } from '../field-groups';
import { InfoDialog } from './InfoDialog';

/** The reflection dashboard: the 50 most recent submissions and which groups Amazon shows. */
export function ReflectionDashboardDialog(props: {
  open: boolean;
  sellerId: string;
  marketplaceId: string;
  onClose: () => void;
}) {
  const { data, loading, error, refetch } = useReflectionDashboardQuery({
    variables: { sellerId: props.sellerId, marketplaceId: props.marketplaceId },
    skip: !props.open,
    fetchPolicy: 'network-only',
  });
  const rows = data?.reflectionDashboard ?? [];
  return (
    <InfoDialog open={props.open} title="Reflection dashboard" onClose={props.onClose} wide>
      {error ? (
        <ErrorState message="Unable to load the reflection dashboard." onRetry={() => void refetch()} />
      ) : loading ? (
        <LoadingState label="Loading recent updates…" />
      ) : rows.length === 0 ? (
        <EmptyState message="No recent updates." />
      ) : (
        <Table aria-label="Recent updates" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>SKU</TableHeaderCell>
              <TableHeaderCell>Submitted</TableHeaderCell>
              <TableHeaderCell>State</TableHeaderCell>
              <TableHeaderCell>Groups not shown</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.sku}>
                <TableCell>{r.sku}</TableCell>
                <TableCell>{format(new Date(r.submittedAt), 'yyyy-MM-dd HH:mm')}</TableCell>
                <TableCell>{REFLECTING_LABEL[r.reflectingState]}</TableCell>
                <TableCell>
                  {GROUP_COLUMNS.filter((c) => !r.matches[c.field])
                    .map((c) => c.header)
                    .join(', ') || '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </InfoDialog>
  );
}
