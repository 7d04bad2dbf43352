import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../app/pages/NotFoundPage';
import { useSubBrandsQuery, useUpdateSubBrandMutation } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, PageHeader, useNotify, usePageTitle } from '../../../ui';
import { connectToAmazonUrl } from '../../connections/urls';
import { SubBrandForm } from '../components/SubBrandForm';
import { isForbidden, preferServerMessage } from './brand-errors';
import { subBrandSaveFailure } from './sub-brand-errors';

/** /brands/update-sub-brand/{id} (spec 2 §2 'Sub-brand editor', title 'Update sub brand'). */
export function SubBrandUpdateView() {
  usePageTitle('Update sub brand');
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  // The list answers only sub brands the caller may see: one missing here is not theirs or not there.
  const { data, error, refetch } = useSubBrandsQuery({ fetchPolicy: 'network-only' });
  const [update] = useUpdateSubBrandMutation();
  const subBrand = data?.subBrands.find((s) => s.brandCode === id);

  let body: ReactNode;
  if (error && isForbidden(error)) body = <ForbiddenState />;
  else if (error)
    body = (
      <ErrorState
        message={preferServerMessage(error, MESSAGES.errorGettingSubBrands)}
        onRetry={() => void refetch()}
      />
    );
  else if (!data) body = <LoadingState />;
  else if (!subBrand) return <NotFoundPage />;
  else
    body = (
      <SubBrandForm
        key={subBrand.brandCode}
        initialName={subBrand.name}
        submitLabel="Save"
        onCancel={() => navigate(connectToAmazonUrl())}
        onSubmit={async (name) => {
          try {
            await update({
              variables: { brandCode: subBrand.parentBrandCode, id: subBrand.brandCode, name },
            });
          } catch (problem) {
            notify.error(subBrandSaveFailure(problem));
            return;
          }
          notify.success(MESSAGES.subBrandUpdated);
          navigate(connectToAmazonUrl());
        }}
      />
    );
  return (
    <>
      <PageHeader title="Update sub brand" />
      {body}
    </>
  );
}
