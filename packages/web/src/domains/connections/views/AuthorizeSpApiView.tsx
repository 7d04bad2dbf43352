import { AUTHORIZATION_FETCH_TIMEOUT_MS, CONNECTION_MESSAGES } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { ConsentCallbackOutcome } from '../../../app/consent-callback/ConsentCallbackOutcome';
import { ConsentRefusal, useConsentCallback } from '../../../app/consent-callback/use-consent-callback';
import { usePermission } from '../../../app/session/use-permission';
import { useAuthorizeSellingPartnerMutation, useRefetchListingsMutation } from '../../../gql/hooks';
import { errorText, useNotify } from '../../../ui';
import { brandUpdateUrl, connectToAmazonUrl, fetchingListingsUrl, SAVED_SELECTION_KEYS } from '../urls';

/** Waits for `work` at most `ms`: the redirect does not hang on a slow listing fetch (spec 3 §9). */
const atMost = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * Spec 3 'Amazon authorization callback': Seller Central returns here with state,
 * selling_partner_id, spapi_oauth_code (and mws_auth_token); they are posted once, then ffp brands
 * fetch their listings and open them, ecom3k brands go back to Connect to Amazon, others to the
 * brand's edit page. The saved seller and marketplace choices are cleared.
 */
export function AuthorizeSpApiView() {
  const navigate = useNavigate();
  const notify = useNotify();
  const toAccount = usePermission('account.view');
  const editsBrands = usePermission('brands.update');
  const [authorize] = useAuthorizeSellingPartnerMutation();
  const [refetchListings] = useRefetchListingsMutation();
  const failure = useConsentCallback(
    async (params) => {
      const input = {
        state: params.get('state') ?? '',
        sellingPartnerId: params.get('selling_partner_id') ?? '',
        spapiOauthCode: params.get('spapi_oauth_code') ?? '',
        mwsAuthToken: params.get('mws_auth_token'),
      };
      if (!input.state || !input.sellingPartnerId || !input.spapiOauthCode)
        throw new ConsentRefusal(CONNECTION_MESSAGES.authorizationMissing);
      const { data } = await authorize({ variables: input });
      const result = data?.authorizeSellingPartner;
      if (!result?.ok || !result.brandCode) throw new Error(CONNECTION_MESSAGES.noBrand);
      for (const key of SAVED_SELECTION_KEYS) window.localStorage.removeItem(key);
      notify.success(CONNECTION_MESSAGES.authorizationGranted);
      if (result.brandTypeAlias === 'ecom3k') {
        navigate(connectToAmazonUrl(), { replace: true });
        return;
      }
      if (result.brandTypeAlias === 'ffp') {
        await atMost(
          refetchListings({ variables: { sellerId: result.sellerId, marketplaceId: result.marketplaceId } }),
          AUTHORIZATION_FETCH_TIMEOUT_MS,
        );
        navigate(fetchingListingsUrl(result.brandCode), { replace: true });
        return;
      }
      // Staff land on the brand's edit page (spec 3 §2); an Amazon audit brand's own admin may not
      // open it and lands on their dashboard, which shows the new connection (ADR 0593).
      navigate(editsBrands ? brandUpdateUrl(result.brandCode) : '/', { replace: true });
    },
    (error) => errorText(CONNECTION_MESSAGES.somethingWentWrong, errorMessage(error, '')),
  );

  return (
    <ConsentCallbackOutcome
      failure={failure}
      busyLabel={CONNECTION_MESSAGES.authorizationInProgress}
      back={toAccount ? { to: connectToAmazonUrl(), label: 'Back to Connect to Amazon' } : null}
    />
  );
}
