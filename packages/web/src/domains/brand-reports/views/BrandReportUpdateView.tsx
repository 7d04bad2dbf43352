import { CombinedGraphQLErrors } from '@apollo/client';
import { MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { BrandReportDocument } from '../../../gql/graphql';
import { useBrandReportQuery, useUpdateBrandReportMutation } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, useNotify, usePageTitle } from '../../../ui';
import { type BrandReportChanges, BrandReportUpdatePage } from '../components/BrandReportUpdatePage';
import { isForbidden, loadErrorText } from './report-errors';

/** Spec 1 §8: 'Unable to update brand', the server's message preferred when it sent one. */
const updateErrorText = (error: unknown): string =>
  (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) || MESSAGES.unableToUpdateBrand;

/** /brandreports/update/{brand_code}/{month}: notes and ignored suppressions. */
export function BrandReportUpdateView() {
  const params = useParams();
  const brandCode = params.id ?? '';
  const month = params.month ?? '';
  const notify = useNotify();
  const { data, loading, error, refetch } = useBrandReportQuery({
    variables: { brandCode, month },
    fetchPolicy: 'network-only',
  });
  // The report names its brand; the code stands in until it has loaded.
  usePageTitle(
    `Update Monthly Report · ${data?.brandReport.brandInfo.name ?? brandCode} · ${month.slice(0, 7)}`,
  );
  const [update, { loading: saving }] = useUpdateBrandReportMutation();

  const save = async (changes: BrandReportChanges): Promise<boolean> => {
    try {
      await update({
        variables: { input: { brandCode, month, ...changes } },
        // The view shows what was saved at once; the list page reads afresh whenever it opens
        // (cache-and-network), so nothing needs refetching by name.
        update: (cache, result) => {
          const saved = result.data?.updateBrandReport;
          if (saved)
            cache.writeQuery({
              query: BrandReportDocument,
              variables: { brandCode, month },
              data: { brandReport: saved },
            });
        },
      });
      notify.success(MESSAGES.brandUpdated);
      return true;
    } catch (err) {
      notify.error(updateErrorText(err));
      return false;
    }
  };

  if (error && isForbidden(error)) return <ForbiddenState />;
  if (error && !data)
    return (
      <ErrorState message={loadErrorText(MESSAGES.unableToGetReport, error)} onRetry={() => void refetch()} />
    );
  if (loading && !data) return <LoadingState label="Loading report…" />;
  if (!data) return null;
  return (
    <BrandReportUpdatePage
      key={`${brandCode}/${month}`}
      report={data.brandReport}
      saving={saving}
      onSave={save}
    />
  );
}
