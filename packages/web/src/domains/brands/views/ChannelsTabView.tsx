import { CONNECTION_MESSAGES, MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { BrandFormFieldsFragment } from '../../../gql/graphql';
import {
  useBrandAdsAuthorizationLinkLazyQuery,
  useDeauthorizeSellingPartnerMutation,
  useRevokeBrandAdsMutation,
} from '../../../gql/hooks';
import { ConfirmDialog, useNotify } from '../../../ui';
import { type ChannelMarketplace, ChannelsTab } from '../components/ChannelsTab';
import { preferServerMessage } from './brand-errors';

/**
 * Grant goes through the existing Ads connector's consent page; revoke drops the stored grant. A
 * marketplace's Selling Partner grant is revoked after a confirmation through the channels tab's
 * path, POST sp-api/deauthorize/{brandCode}/{marketplaceId} (spec 3 §7).
 */
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
  const [deauthorize] = useDeauthorizeSellingPartnerMutation();
  const [revoking, setRevoking] = useState<ChannelMarketplace | null>(null);
  const revokeSellingPartner = async (m: ChannelMarketplace) => {
    try {
      await deauthorize({ variables: { brandCode: brand.brandCode, marketplaceId: m.marketplaceId } });
      notify.success(CONNECTION_MESSAGES.revoked);
      await onChanged();
    } catch (error) {
      notify.error(CONNECTION_MESSAGES.revokeFailed, errorMessage(error, ''));
      // The dialog stays open so the user may retry or cancel.
      throw error;
    }
  };
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
    <>
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
        onRevokeSellingPartner={setRevoking}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Disconnect marketplace"
        message={
          revoking ? CONNECTION_MESSAGES.confirmDisconnect(revoking.sellerName, revoking.marketplaceId) : ''
        }
        confirmLabel="Disconnect"
        onConfirm={() => (revoking ? revokeSellingPartner(revoking) : undefined)}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
