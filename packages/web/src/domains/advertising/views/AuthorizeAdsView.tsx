import { advertisingCallbackSchema, MESSAGES } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { ConsentCallbackOutcome } from '../../../app/consent-callback/ConsentCallbackOutcome';
import { ConsentRefusal, useConsentCallback } from '../../../app/consent-callback/use-consent-callback';
import { routeUrl } from '../../../app/navigation/route-url';
import { usePermission } from '../../../app/session/use-permission';
import { useAuthorizeAdvertisingMutation } from '../../../gql/hooks';
import { errorText, useNotify } from '../../../ui';
import { accountConnectorsUrl, brandUpdateUrl } from '../urls';

/**
 * Spec 1 §2.9: the Amazon Ads consent page returns here with code, state and scope; the code is
 * posted once, then ecom3k users go to their connectors and everyone else to the brand's edit page.
 */
export function AuthorizeAdsView() {
  const navigate = useNavigate();
  const notify = useNotify();
  // Brand users who own the grant go back to their account's connectors; staff to the brand's page.
  const toAccount = usePermission('account.view');
  const [authorize] = useAuthorizeAdvertisingMutation();
  const failure = useConsentCallback(
    async (params) => {
      const input = {
        code: params.get('code') ?? '',
        state: params.get('state') ?? '',
        scope: params.get('scope') ?? '',
      };
      if (!advertisingCallbackSchema.isValidSync(input))
        throw new ConsentRefusal(MESSAGES.advertisingAuthorizationFailed);
      const { data } = await authorize({ variables: input });
      const result = data?.authorizeAdvertising;
      if (!result?.status) throw new Error(result?.message ?? '');
      notify.success(MESSAGES.advertisingAuthorizationGranted);
      navigate(toAccount ? accountConnectorsUrl() : brandUpdateUrl(result.brandCode), { replace: true });
    },
    (error) => errorText(MESSAGES.advertisingAuthorizationFailed, errorMessage(error, '')),
  );

  return (
    <ConsentCallbackOutcome
      failure={failure}
      busyLabel="Granting advertising access…"
      // The way back to where the grant is started again.
      back={
        toAccount
          ? { to: accountConnectorsUrl(), label: 'Back to Connect to Amazon' }
          : { to: routeUrl('brands'), label: 'Back to brands' }
      }
    />
  );
}
