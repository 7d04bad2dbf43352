import { MESSAGES } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/SessionProvider';
import { useRefreshSessionUser } from '../../../app/session/use-refresh-session-user';
import { useCreateSubBrandMutation } from '../../../gql/hooks';
import { ForbiddenState, PageHeader, useNotify, usePageTitle } from '../../../ui';
import { connectToAmazonUrl } from '../../connections/urls';
import { SubBrandForm } from '../components/SubBrandForm';
import { subBrandSaveFailure } from './sub-brand-errors';

/** /brands/create-sub-brand (spec 2 §2 'Create sub brand', ffp brand users): a name, then connect. */
export function SubBrandCreateView() {
  usePageTitle('Create sub brand');
  const navigate = useNavigate();
  const notify = useNotify();
  const brandCode = useSession()?.user.brandCode ?? null;
  const refreshSessionUser = useRefreshSessionUser();
  const [create] = useCreateSubBrandMutation();

  return (
    <>
      <PageHeader title="Create sub brand" />
      {brandCode ? (
        <SubBrandForm
          initialName=""
          submitLabel="Save"
          onCancel={() => navigate(connectToAmazonUrl())}
          onSubmit={async (name) => {
            try {
              await create({ variables: { brandCode, name } });
            } catch (problem) {
              notify.error(subBrandSaveFailure(problem));
              return;
            }
            // The new code reaches the brand scope only through a new token (ADR 0540).
            await refreshSessionUser().catch(() => undefined);
            notify.success(MESSAGES.subBrandUpdated);
            navigate(connectToAmazonUrl());
          }}
        />
      ) : (
        <ForbiddenState />
      )}
    </>
  );
}
