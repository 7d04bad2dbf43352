import { CONNECTION_MESSAGES } from '@portal/schema';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { useSession, useSessionManager } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import type { SellingPartnerConnectionRowFragment } from '../../../gql/graphql';
import {
  useBillingQuery,
  useDeauthorizeSellingPartnerMutation,
  useSellingPartnerConnectionsQuery,
  useSpApiAuthorizationLinkLazyQuery,
  useSpApiMarketplacesQuery,
  useUpdateSellerNameMutation,
} from '../../../gql/hooks';
import { useNotify } from '../../../ui';
import { SAVED_SELECTION_KEYS } from '../urls';

export type Connection = SellingPartnerConnectionRowFragment;

/**
 * One (sub) brand's Selling Partner connections and what may be done with them: connect through
 * Seller Central's consent, rename a seller, disconnect. The Connect to Amazon tab and the sub-brand
 * editor both use it (spec 3 §2), so the calls and their messages exist once.
 * `planBrandCode` is the brand whose plan sets the maximum of marketplaces: a sub brand has no plan
 * of its own, its parent's applies.
 */
export function useSellingPartnerConnections(brandCode: string, planBrandCode: string = brandCode) {
  const ownBrandCode = useSession()?.user.brandCode ?? null;
  const manager = useSessionManager();
  const notify = useNotify();
  const marketplaces = useSpApiMarketplacesQuery();
  const connections = useSellingPartnerConnectionsQuery({ variables: { brandCode }, skip: !brandCode });
  // Only the brand's admin reads its plan; for anyone else the maximum stays at the spec's default 1.
  const readsPlan = usePermission('account.view');
  const billing = useBillingQuery({
    variables: { brandCode: planBrandCode },
    skip: !planBrandCode || !readsPlan,
  });
  const [linkFor, linking] = useSpApiAuthorizationLinkLazyQuery({ fetchPolicy: 'network-only' });
  const [rename] = useUpdateSellerNameMutation();
  const [deauthorize] = useDeauthorizeSellingPartnerMutation();

  const failed = marketplaces.error ?? connections.error;
  const status: 'loading' | 'forbidden' | 'error' | 'ready' =
    failed && (!marketplaces.data || !connections.data)
      ? errorCode(failed) === 'FORBIDDEN'
        ? 'forbidden'
        : 'error'
      : !marketplaces.data || !connections.data
        ? 'loading'
        : 'ready';

  const connect = async (marketplaceId: string) => {
    try {
      const { data, error } = await linkFor({ variables: { brandCode, marketplaceId } });
      if (error || !data) throw error ?? new Error('');
      window.location.assign(data.spApiAuthorizationLink);
    } catch (error) {
      notify.error(CONNECTION_MESSAGES.linkFailed, errorMessage(error, ''));
    }
  };
  const saveName = async (row: Connection, sellerName: string) => {
    try {
      await rename({ variables: { brandCode: row.brandCode, sellerId: row.sellingPartnerId, sellerName } });
      notify.success(CONNECTION_MESSAGES.sellerNameUpdated);
      await connections.refetch();
      return true;
    } catch (error) {
      notify.error(CONNECTION_MESSAGES.sellerNameFailed, errorMessage(error, ''));
      return false;
    }
  };
  const disconnect = async (row: Connection) => {
    try {
      // A brand user's own seller goes by their path; a sub brand's by its brand code (spec 3 §6).
      const own = row.brandCode === ownBrandCode;
      await deauthorize({
        variables: {
          brandCode: own ? null : row.brandCode,
          marketplaceId: row.marketplaceId,
          sellerId: row.sellingPartnerId,
        },
      });
      await manager.refreshNow();
      for (const key of SAVED_SELECTION_KEYS) window.localStorage.removeItem(key);
      notify.success(CONNECTION_MESSAGES.revoked);
      await Promise.all([connections.refetch(), readsPlan ? billing.refetch() : undefined]);
    } catch (error) {
      notify.error(CONNECTION_MESSAGES.revokeFailed, errorMessage(error, ''));
      throw error;
    }
  };

  return {
    status,
    /** The spec's message of a failed load: the marketplaces' own, or the generic one. */
    errorMessage: marketplaces.error
      ? CONNECTION_MESSAGES.marketplacesFailed
      : CONNECTION_MESSAGES.somethingWentWrong,
    retry: () => void Promise.all([marketplaces.refetch(), connections.refetch()]),
    marketplaces: marketplaces.data?.spApiMarketplaces ?? [],
    rows: connections.data?.sellingPartnerConnections ?? [],
    // Spec 3 §9: the maximum comes from the subscription items, 1 until they are read.
    max: billing.data?.billing.maxMarketplaces ?? 1,
    linking: linking.loading,
    connect,
    saveName,
    disconnect,
  };
}

export type SellingPartnerConnections = ReturnType<typeof useSellingPartnerConnections>;
