import { MESSAGES } from '@portal/schema';
import { useBrandsOverviewQuery } from '../../../gql/hooks';
import { ForbiddenState, usePageTitle } from '../../../ui';
import { BrandsOverviewPage } from '../components/BrandsOverviewPage';
import { isForbidden } from './brand-errors';

/** /brands-overview (spec 2 §2). */
export function BrandsOverviewView() {
  usePageTitle('Brands Overview');
  const { data, loading, error, refetch } = useBrandsOverviewQuery({ fetchPolicy: 'cache-and-network' });
  if (error && isForbidden(error)) return <ForbiddenState />;
  return (
    <BrandsOverviewPage
      rows={data?.brandsOverview ?? []}
      loading={loading && !data}
      error={error ? MESSAGES.unableToGetBrandsOverviewData : null}
      onRetry={() => void refetch()}
    />
  );
}
