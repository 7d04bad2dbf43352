import { MESSAGES, SELLER_CENTRAL_CREDENTIAL_MESSAGES } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { useCreateBrandMutation, useSaveSellerCentralCredentialsMutation } from '../../../gql/hooks';
import { ErrorState, LoadingState, PageHeader, useNotify, usePageTitle } from '../../../ui';
import { type BrandFormValues, brandInputOf, emptyBrandForm } from '../brand-form-model';
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
  /** True when stored or none were given; otherwise why they were not stored. */
  const storeCredentials = async (brandCode: string, values: BrandFormValues): Promise<true | string> => {
    const email = values.credentialsEmail.trim();
    if (!email || !values.credentialsPassword) return true;
    try {
      await saveCredentials({
        variables: { brandCode, input: { email, password: values.credentialsPassword } },
      });
      return true;
    } catch (problem) {
      return preferServerMessage(problem, MESSAGES.unableToUpdateBrand);
    }
  };

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
            // The brand exists from here: a refused second call is said, and the user goes on to
            // the brand rather than resubmitting a form whose brand code is now taken.
            const credentials = await storeCredentials(brandCode, values);
            if (credentials === true) notify.success(MESSAGES.brandUpdated);
            else notify.error(SELLER_CENTRAL_CREDENTIAL_MESSAGES.notStored(credentials));
            navigate(brandDetailUrl(brandCode));
          } catch (problem) {
            notify.error(preferServerMessage(problem, MESSAGES.unableToUpdateBrand));
          }
        }}
      />
    </>
  );
}
