import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { usePermission } from '../../../app/session/use-permission';
import { useAsinDetailQuery, useUpdateAsinMutation } from '../../../gql/hooks';
import { EmptyState, ErrorState, ForbiddenState, LoadingState, useNotify, usePageTitle } from '../../../ui';
import { AsinLayout } from '../components/AsinLayout';
import { AsinUpdateForm, type AsinUpdateValues } from '../components/AsinUpdateForm';
import { isForbidden, preferServerMessage } from './asin-errors';

/** /asins/update/{asin} ('Update ASIN'); brand users may open the route but not save (spec 2 §6). */
export function AsinUpdateView() {
  const asin = useParams().asin ?? '';
  usePageTitle('Update ASIN');
  const notify = useNotify();
  const canEdit = usePermission('asins.update');
  const { data, loading, error, refetch } = useAsinDetailQuery({ variables: { asin }, skip: !canEdit });
  const [update] = useUpdateAsinMutation();

  const onSave = async (values: AsinUpdateValues) => {
    try {
      await update({
        variables: {
          input: { asin: values.asin, parent: values.parent || null, brandCode: values.brand_code },
        },
      });
      // Spec 2 §8: the ASIN update confirms with the brand's message.
      notify.success(MESSAGES.brandUpdated);
    } catch (failure) {
      notify.error(preferServerMessage(failure, MESSAGES.unableToUpdateBrand));
    }
  };

  let body: ReactNode;
  if (!canEdit || (error && isForbidden(error))) body = <ForbiddenState />;
  else if (error)
    body = (
      <ErrorState
        message={preferServerMessage(error, MESSAGES.unableToGetAsin)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading || !data) body = <LoadingState />;
  else if (!data.asin) body = <EmptyState message={MESSAGES.asinNotFound} />;
  else
    body = (
      <AsinUpdateForm
        initial={{
          asin: data.asin.asin,
          parent: data.asin.parentAsin ?? '',
          brand_code: data.asin.brandCode,
        }}
        brandName={data.asin.brandName}
        onSave={onSave}
      />
    );
  return (
    <AsinLayout asin={asin} current="edit">
      {body}
    </AsinLayout>
  );
}
