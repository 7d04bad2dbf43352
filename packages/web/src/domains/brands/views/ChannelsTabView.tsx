import { MESSAGES } from '@portal/schema';
import { useState } from 'react';
import type { BrandFormFieldsFragment } from '../../../gql/graphql';
import { useBrandAdsAuthorizationLinkLazyQuery, useRevokeBrandAdsMutation } from '../../../gql/hooks';
import { useNotify } from '../../../ui';
import { ChannelsTab } from '../components/ChannelsTab';
import { preferServerMessage } from './brand-errors';

/** Grant goes through the existing Ads connector's consent page; revoke drops the stored grant. */
export function ChannelsTabView({
  brand,
  onChanged,
}: {
  brand: BrandFormFieldsFragment;
  onChanged: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [link] = useBrandAdsAuthorizationLinkLazyQuery({ fetchPolicy: 'network-only' });
  const [revoke] = useRevokeBrandAdsMutation();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (problem) {
      notify.error(preferServerMessage(problem, MESSAGES.advertisingAuthorizationFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ChannelsTab
      isMaxControl={brand.typeId === 1}
      marketplaces={brand.spApiAuthorizedMarketplaces}
      advertisingConnected={brand.advertisingConnected}
      busy={busy}
      onGrantAds={() =>
        void run(async () => {
          const answer = await link({ variables: { brandCode: brand.brandCode } });
          const url = answer.data?.advertisingAuthorizationLink;
          if (!url) throw answer.error ?? new Error(MESSAGES.advertisingAuthorizationFailed);
          window.location.assign(url);
        })
      }
      onRevokeAds={() =>
        void run(async () => {
          await revoke({ variables: { brandCode: brand.brandCode } });
          await onChanged();
          notify.success(MESSAGES.brandUpdated);
        })
      }
    />
  );
}
