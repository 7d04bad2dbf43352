import {
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { AUTHORIZATION_FETCH_TIMEOUT_MS, CONNECTION_MESSAGES } from '@portal/schema';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { usePermission } from '../../../app/session/use-permission';
import { useAuthorizeSellingPartnerMutation, useRefetchListingsMutation } from '../../../gql/hooks';
import { errorText, useNotify } from '../../../ui';
import { brandUpdateUrl, connectToAmazonUrl, fetchingListingsUrl, SAVED_SELECTION_KEYS } from '../urls';

const useStyles = makeStyles({ root: { padding: '24px', maxWidth: '640px' } });

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
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const toAccount = usePermission('account.view');
  const [authorize] = useAuthorizeSellingPartnerMutation();
  const [refetchListings] = useRefetchListingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const posted = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; a state can be spent only once.
    if (posted.current) return;
    posted.current = true;
    const input = {
      state: params.get('state') ?? '',
      sellingPartnerId: params.get('selling_partner_id') ?? '',
      spapiOauthCode: params.get('spapi_oauth_code') ?? '',
      mwsAuthToken: params.get('mws_auth_token'),
    };
    if (!input.state || !input.sellingPartnerId || !input.spapiOauthCode) {
      setFailure(CONNECTION_MESSAGES.authorizationMissing);
      return;
    }
    authorize({ variables: input })
      .then(async ({ data }) => {
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
            refetchListings({
              variables: { sellerId: result.sellerId, marketplaceId: result.marketplaceId },
            }),
            AUTHORIZATION_FETCH_TIMEOUT_MS,
          );
          navigate(fetchingListingsUrl(result.brandCode), { replace: true });
          return;
        }
        navigate(brandUpdateUrl(result.brandCode), { replace: true });
      })
      .catch((error: unknown) => {
        setFailure(errorText(CONNECTION_MESSAGES.somethingWentWrong, errorMessage(error, '')));
      });
  }, [params, authorize, refetchListings, navigate, notify]);

  return (
    <div className={styles.root}>
      {failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{failure}</MessageBarBody>
          {toAccount ? (
            <MessageBarActions>
              <RouterLink to={connectToAmazonUrl()}>Back to Connect to Amazon</RouterLink>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : (
        <Spinner label={CONNECTION_MESSAGES.authorizationInProgress} />
      )}
    </div>
  );
}
