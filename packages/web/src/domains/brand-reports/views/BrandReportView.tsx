import { MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { useBrandReportQuery } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, usePageTitle } from '../../../ui';
import { BrandReportViewPage } from '../components/BrandReportViewPage';
import { isForbidden, loadErrorText } from './report-errors';
import { usePrintReport } from './use-print-report';
import { useReportAccess } from './use-report-access';

/** /brandreports/view/{brand_code}/{month}: the printable monthly report. */
export function BrandReportView() {
  const params = useParams();
  const brandCode = params.id ?? '';
  const month = params.month ?? '';
  const { canEdit } = useReportAccess();
  const { data, loading, error, refetch } = useBrandReportQuery({
    variables: { brandCode, month },
    fetchPolicy: 'cache-and-network',
  });
  // The report names its brand; the code stands in until it has loaded.
  usePageTitle(`Monthly Report · ${data?.brandReport.brandInfo.name ?? brandCode} · ${month.slice(0, 7)}`);
  const print = usePrintReport(data?.brandReport.brandInfo.name, month);

  if (error && isForbidden(error)) return <ForbiddenState />;
  if (error && !data)
    return (
      <ErrorState message={loadErrorText(MESSAGES.unableToGetReport, error)} onRetry={() => void refetch()} />
    );
  if (loading && !data) return <LoadingState label="Loading report…" />;
  if (!data) return null;
  return <BrandReportViewPage report={data.brandReport} canEdit={canEdit} onPrint={print} />;
}
