import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useAsinDetailQuery, useWatchAsinMutation } from '../../../gql/hooks';
import { EmptyState, ErrorState, ForbiddenState, LoadingState, useNotify, usePageTitle } from '../../../ui';
import { AsinDetailPage } from '../components/AsinDetailPage';
import { AsinLayout } from '../components/AsinLayout';
import { isForbidden, preferServerMessage } from './asin-errors';

/** /asins/view/{asin} (spec 2 'ASIN detail page'). */
export function AsinDetailView() {
  const asin = useParams().asin ?? '';
  usePageTitle(`ASIN ${asin}`);
  const notify = useNotify();
  const { data, loading, error, refetch } = useAsinDetailQuery({ variables: { asin } });
  const [watch, { loading: busy }] = useWatchAsinMutation();

  const toggleWatch = async () => {
    if (!data?.asin) return;
    const watched = !data.asin.watched;
    try {
      await watch({ variables: { asin, watched } });
      await refetch();
    } catch (failure) {
      notify.error(
        preferServerMessage(
          failure,
          watched ? MESSAGES.unableToAddAsinToWatchlist : MESSAGES.unableToRemoveAsinFromWatchlist,
        ),
      );
    }
  };

  let body: ReactNode;
  if (error && isForbidden(error)) body = <ForbiddenState />;
  else if (error)
    body = (
      <ErrorState
        message={preferServerMessage(error, MESSAGES.unableToGetAsin)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading || !data) body = <LoadingState />;
  else if (!data.asin) body = <EmptyState message={MESSAGES.asinNotFound} />;
  else body = <AsinDetailPage asin={data.asin} busy={busy} onToggleWatch={() => void toggleWatch()} />;
  return (
    <AsinLayout asin={asin} current="details">
      {body}
    </AsinLayout>
  );
}
