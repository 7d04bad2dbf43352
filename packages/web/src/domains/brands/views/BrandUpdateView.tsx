import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePermission } from '../../../app/session/use-permission';
import {
  useBrandEditQuery,
  useSaveBrandMutation,
  useUpdateBrandCustomAttributesMutation,
} from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, PageHeader, useNotify, usePageTitle } from '../../../ui';
import { brandFormOf, brandInputOf } from '../brand-form-model';
import { BrandCustomAttributesTab } from '../components/BrandCustomAttributesTab';
import { BrandForm } from '../components/BrandForm';
import { BrandLayout } from '../components/BrandLayout';
import { DriveDeliveryCard } from '../components/DriveDeliveryCard';
import { brandCustomAttributesUrl, brandDetailUrl, brandUpdateUrl } from '../urls';
import { BrandNotesTabView } from './BrandNotesTabView';
import { isForbidden, preferServerMessage } from './brand-errors';
import { ChannelsTabView } from './ChannelsTabView';
import { useBrandFormLookups } from './use-brand-form-lookups';

const TABS = [
  { value: 'edit', label: 'Edit' },
  { value: 'custom-attributes', label: 'Custom Attributes' },
  { value: 'notes', label: 'Notes' },
  { value: 'channels', label: 'Channels' },
] as const;

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalL, overflowX: 'auto' },
  drive: { marginTop: tokens.spacingVerticalXL },
});

/** /brands/update/{id}/{tabValue} (spec 2 §2 'Brand update'). */
export function BrandUpdateView() {
  const styles = useStyles();
  const params = useParams();
  const brandCode = params.id ?? '';
  const tab = TABS.some((t) => t.value === params.tabValue) ? (params.tabValue as string) : 'edit';
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, error, refetch } = useBrandEditQuery({ variables: { brandCode } });
  const { lookups, error: lookupError } = useBrandFormLookups();
  const [save] = useSaveBrandMutation();
  const canManageDrive = usePermission('drive.manage');
  const canEditValues = usePermission('brands.update');
  const [saveValue] = useUpdateBrandCustomAttributesMutation();
  // One value of this brand, through the grid's all-or-nothing bulk call (issue 38 point 13).
  const onSaveValue = (name: string, value: string) =>
    void saveValue({ variables: { values: [{ brandCode, name, value: value || null }] } })
      .then(() => refetch())
      .then(() => notify.success(MESSAGES.brandUpdated))
      .catch((problem: unknown) =>
        notify.error(preferServerMessage(problem, MESSAGES.unableToUpdateBrandCustomAttribute)),
      );
  usePageTitle(`Update brand · ${data?.brand.name ?? brandCode}`);

  let body: ReactNode;
  const failure = error ?? lookupError;
  if (failure && isForbidden(failure)) body = <ForbiddenState />;
  else if (failure)
    body = (
      <ErrorState
        message={preferServerMessage(failure, MESSAGES.unableToGetBrandInfo)}
        onRetry={() => void refetch()}
      />
    );
  else if (!data || !lookups) body = <LoadingState label={MESSAGES.loadingBrandInformation} />;
  else if (tab === 'edit')
    body = (
      <>
        <BrandForm
          mode="edit"
          initialValues={brandFormOf(data.brand)}
          lookups={lookups}
          onCancel={() => navigate(brandDetailUrl(brandCode))}
          onSubmit={async (values) => {
            try {
              await save({ variables: { input: brandInputOf(values, 'edit') } });
              notify.success(MESSAGES.brandUpdated);
              navigate(brandDetailUrl(brandCode));
            } catch (problem) {
              notify.error(preferServerMessage(problem, MESSAGES.unableToUpdateBrand));
            }
          }}
        />
        {/* Spec 3 §2: cloud drive folders are for ecom3k brands (ADR 0535). */}
        {canManageDrive && data.brand.brandTypeCode === 'ecom3k' && (
          <div className={styles.drive}>
            <DriveDeliveryCard brandCode={brandCode} />
          </div>
        )}
      </>
    );
  else if (tab === 'notes') body = <BrandNotesTabView brandCode={brandCode} />;
  else if (tab === 'custom-attributes')
    body = (
      <BrandCustomAttributesTab
        brandCode={brandCode}
        attributes={data.brand.customAttributes}
        people={lookups.staff}
        canEdit={canEditValues}
        manageUrl={brandCustomAttributesUrl(brandCode)}
        onSave={onSaveValue}
      />
    );
  else body = <ChannelsTabView brand={data.brand} onChanged={refetch} />;

  return (
    <BrandLayout brandCode={brandCode} current="edit">
      <PageHeader title={`Update brand ${brandCode}`} />
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, d) => navigate(brandUpdateUrl(brandCode, String(d.value)))}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {body}
    </BrandLayout>
  );
}
