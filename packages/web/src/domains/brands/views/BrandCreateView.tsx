import { MESSAGES } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { useCreateBrandMutation, useSaveSellerCentralCredentialsMutation } from '../../../gql/hooks';
import { ErrorState, LoadingState, PageHeader, useNotify, usePageTitle } from '../../../ui';
import { brandInputOf, emptyBrandForm } from '../brand-form-model';
import { BrandForm } from '../components/BrandForm';
import { brandDetailUrl } from '../urls';
import { preferServerMessage } from './brand-errors';
import { useBrandFormLookups } from './use-brand-form-lookups';

/** /brands/create (admin): the create form with its create-only fields. */
export function BrandCreateView() {
  usePageTitle('Create brand');
  const navigate = useNavigate();
  const notify = useNotify();
  const { lookups, error } = useBrandFormLookups();
  const [create] = useCreateBrandMutation();
  const [saveCredentials] = useSaveSellerCentralCredentialsMutation();

  if (error) return <ErrorState message={preferServerMessage(error, MESSAGES.unableToGetData)} />;
  if (!lookups) return <LoadingState />;
  return (
    <>
      <PageHeader title="Create brand" />
      <BrandForm
        mode="create"
        initialValues={emptyBrandForm()}
        lookups={lookups}
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          try {
            const created = await create({ variables: { input: brandInputOf(values, 'create') } });
            const brandCode = created.data?.createBrand.brandCode ?? values.brandCode;
            if (values.credentialsEmail && values.credentialsPassword)
              await saveCredentials({
                variables: {
                  brandCode,
                  input: { email: values.credentialsEmail, password: values.credentialsPassword },
                },
              });
            notify.success(MESSAGES.brandUpdated);
            navigate(brandDetailUrl(brandCode));
          } catch (problem) {
            notify.error(preferServerMessage(problem, MESSAGES.unableToUpdateBrand));
          }
        }}
      />
    </>
  );
}
