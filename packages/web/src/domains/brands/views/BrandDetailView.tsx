import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useBrandDetailQuery, useWatchBrandMutation } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, useNotify, usePageTitle } from '../../../ui';
import { BrandDetailPage } from '../components/BrandDetailPage';
import { BrandLayout } from '../components/BrandLayout';
import { isForbidden, preferServerMessage } from './brand-errors';

/** /brands/{id}/detail (spec 2 §2 'Brand detail'). */
export function BrandDetailView() {
  const brandCode = useParams().id ?? '';
  const notify = useNotify();
  const { data, loading, error, refetch } = useBrandDetailQuery({ variables: { brandCode } });
  const [watch, { loading: busy }] = useWatchBrandMutation();
  // The brand's name once it is known, never the bare code when the name can be shown.
  usePageTitle(
    data ? (data.brand.name ?? brandCode) : error && isForbidden(error) ? 'Access denied' : 'Brand',
  );

  const toggleWatch = async () => {
    if (!data) return;
    try {
      await watch({ variables: { brandCode, watched: !data.brand.watched } });
      await refetch();
    } catch (failure) {
      notify.error(preferServerMessage(failure, MESSAGES.unableToUpdateBrand));
    }
  };

  let body: ReactNode;
  if (error && isForbidden(error)) body = <ForbiddenState />;
  else if (error)
    body = (
      <ErrorState
        message={preferServerMessage(error, MESSAGES.unableToGetBrandInfo)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading || !data) body = <LoadingState label={MESSAGES.loadingBrandInformation} />;
  else body = <BrandDetailPage brand={data.brand} busy={busy} onToggleWatch={() => void toggleWatch()} />;
  return (
    <BrandLayout brandCode={brandCode} current="detail">
      {body}
    </BrandLayout>
  );
}
