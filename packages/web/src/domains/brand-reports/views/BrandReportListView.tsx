import { BRAND_REPORTS_DEFAULT_PAGE_SIZE, FIRST_PAGE, MESSAGES, monthOf } from '@portal/schema';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useBrandName } from '../../../app/brand-name/use-brand-name';
import { useBrandReportListQuery } from '../../../gql/hooks';
import { ForbiddenState, usePageTitle } from '../../../ui';
import { BrandReportListPage } from '../components/BrandReportListPage';
import { reportListRows } from '../report-model';
import { isForbidden, loadErrorText } from './report-errors';
import { useReportAccess } from './use-report-access';

/** /brandreports/{brand_code}: every month since 2021-04 with its notes as plain text. */
export function BrandReportListView() {
  const brandCode = useParams().id ?? '';
  const access = useReportAccess();
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState<number>(BRAND_REPORTS_DEFAULT_PAGE_SIZE);
  const { data, loading, error, refetch } = useBrandReportListQuery({
    variables: { brandCode },
    fetchPolicy: 'cache-and-network',
  });
  const brandName = useBrandName(brandCode);
  usePageTitle(`Monthly Reports · ${brandName}`);
  const rows = useMemo(() => reportListRows(data?.brandReports ?? [], monthOf(new Date())), [data]);

  if (error && isForbidden(error)) return <ForbiddenState />;
  return (
    <BrandReportListPage
      brandCode={brandCode}
      brandName={brandName}
      rows={data ? rows : []}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(FIRST_PAGE);
      }}
      loading={loading && !data}
      error={error ? loadErrorText(MESSAGES.unableToGetData, error) : null}
      onRetry={() => void refetch()}
      canView={access.canView}
      canEdit={access.canEdit}
    />
  );
}
