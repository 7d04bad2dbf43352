import { type CustomAttributeType, MESSAGES } from '@portal/schema';
import { useSearchParams } from 'react-router-dom';
import { routeUrl } from '../../../app/navigation/route-url';
import { usePermission } from '../../../app/session/use-permission';
import type { CustomAttributeOwner } from '../../../gql/graphql';
import {
  useCreateCustomAttributeMutation,
  useCustomAttributesQuery,
  useDeleteCustomAttributeMutation,
  useEditCustomAttributeMutation,
} from '../../../gql/hooks';
import { useNotify, usePageTitle } from '../../../ui';
import { CustomAttributesPage } from '../components/CustomAttributesPage';
import { brandUpdateUrl } from '../urls';
import { preferServerMessage } from './brand-errors';

/** Where Go Back leads: the brand's tab, or the SKU's listing tab when the seller is known. */
function backUrlOf(owner: CustomAttributeOwner, search: URLSearchParams): string | null {
  if (owner === 'BRAND') {
    const brand = search.get('brand');
    return brand ? brandUpdateUrl(brand, 'custom-attributes') : null;
  }
  const [marketplaceId, sku, sellerId] = [search.get('marketplace'), search.get('sku'), search.get('seller')];
  if (!marketplaceId || !sku) return null;
  return sellerId
    ? routeUrl('listingItem', { marketplaceId, sellerId, sku, tabValue: 'custom_attributes' })
    : routeUrl('listings');
}

function CustomAttributesView({ owner }: { owner: CustomAttributeOwner }) {
  const [search] = useSearchParams();
  const notify = useNotify();
  const canManage = usePermission('customAttributes.manage');
  const { data, loading, error, refetch } = useCustomAttributesQuery({ variables: { owner } });
  const title = owner === 'BRAND' ? 'Brand Custom Attributes' : 'Custom Attributes';
  usePageTitle(title);
  const [create] = useCreateCustomAttributeMutation();
  const [edit] = useEditCustomAttributeMutation();
  const [remove] = useDeleteCustomAttributeMutation();
  const attempt = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      await refetch();
      notify.success(success);
      return true;
    } catch (problem) {
      notify.error(failure, preferServerMessage(problem, ''));
      return false;
    }
  };
  return (
    <CustomAttributesPage
      title={title}
      backUrl={backUrlOf(owner, search)}
      rows={data?.customAttributes ?? []}
      loading={loading && !data}
      error={error ? MESSAGES.unableToGetCustomAttributes : null}
      canManage={canManage}
      onAdd={(name, type: CustomAttributeType) =>
        attempt(
          () => create({ variables: { owner, name, type } }),
          MESSAGES.customAttributeAdded,
          MESSAGES.unableToAddCustomAttribute,
        )
      }
      onEdit={(name, type) =>
        attempt(
          () => edit({ variables: { owner, name, type } }),
          MESSAGES.customAttributeEdited,
          MESSAGES.unableToEditCustomAttribute,
        )
      }
      onDelete={async (name) => {
        const done = await attempt(
          () => remove({ variables: { owner, name } }),
          MESSAGES.customAttributeDeleted,
          MESSAGES.unableToDeleteCustomAttribute,
        );
        if (!done) throw new Error(MESSAGES.unableToDeleteCustomAttribute);
      }}
    />
  );
}

/** /brands-custom-attributes?brand= */
export const BrandCustomAttributesView = () => <CustomAttributesView owner="BRAND" />;
/** /custom-attributes?marketplace=&sku= */
export const SkuCustomAttributesView = () => <CustomAttributesView owner="SKU" />;
