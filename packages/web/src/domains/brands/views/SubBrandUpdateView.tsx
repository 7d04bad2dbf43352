import { makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../app/pages/NotFoundPage';
import { useSession } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import { useSubBrandsQuery, useSubBrandTypeQuery, useUpdateSubBrandMutation } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, PageHeader, useNotify, usePageTitle } from '../../../ui';
import { connectToAmazonUrl } from '../../connections/urls';
import { DriveDeliveryCard } from '../components/DriveDeliveryCard';
import { SubBrandConnections } from '../components/SubBrandConnections';
import { SubBrandForm } from '../components/SubBrandForm';
import { isForbidden, preferServerMessage } from './brand-errors';
import { subBrandSaveFailure } from './sub-brand-errors';

const useStyles = makeStyles({ section: { marginTop: tokens.spacingVerticalXL } });

/** /brands/update-sub-brand/{id} (spec 2 §2 'Sub-brand editor', title 'Update sub brand'). */
export function SubBrandUpdateView() {
  usePageTitle('Update sub brand');
  const styles = useStyles();
  // Spec 3 §2: the sub-brand editor has the cloud drive folders for ecom3k; a sub brand is of its
  // parent's type, which is the signed-in brand user's. Agency staff (who map folders, brands.update)
  // have no brand type of their own: the sub brand's is asked. The brand edit's card, one source (ADR 0582).
  const canManageDrive = usePermission('drive.manage');
  const sessionType = useSession()?.user.brandType;
  const id = useParams().id ?? '';
  const staffType = useSubBrandTypeQuery({ variables: { brandCode: id }, skip: sessionType != null || !id });
  const ecom3k =
    sessionType === 'ECOM3K' || (sessionType == null && staffType.data?.brand.brandTypeCode === 'ecom3k');
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
      <>
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
        {/* Spec 3 §2: connection cards for ffp and ecom3k, the types the route admits. */}
        <div className={styles.section}>
          <SubBrandConnections brandCode={subBrand.brandCode} parentBrandCode={subBrand.parentBrandCode} />
        </div>
        {canManageDrive && ecom3k && (
          <div className={styles.section}>
            <DriveDeliveryCard brandCode={subBrand.brandCode} />
          </div>
        )}
      </>
    );
  return (
    <>
      <PageHeader title="Update sub brand" />
      {body}
    </>
  );
}
