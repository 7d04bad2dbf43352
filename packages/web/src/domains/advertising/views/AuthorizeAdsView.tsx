import {
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { advertisingCallbackSchema, MESSAGES } from '@portal/schema';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { routeUrl } from '../../../app/navigation/route-url';
import { usePermission } from '../../../app/session/use-permission';
import { useAuthorizeAdvertisingMutation } from '../../../gql/hooks';
import { errorText, useNotify } from '../../../ui';
import { accountConnectorsUrl, brandUpdateUrl } from '../urls';

const useStyles = makeStyles({ root: { padding: '24px', maxWidth: '640px' } });

/**
 * Spec 1 §2.9: the Amazon Ads consent page returns here with code, state and scope; the code is
 * posted once, then ecom3k users go to their connectors and everyone else to the brand's edit page.
 */
export function AuthorizeAdsView() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  // Brand users who own the grant go back to their account's connectors; staff to the brand's page.
  const toAccount = usePermission('account.view');
  const [authorize] = useAuthorizeAdvertisingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const posted = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; a code can be spent only once.
    if (posted.current) return;
    posted.current = true;
    const input = {
      code: params.get('code') ?? '',
      state: params.get('state') ?? '',
      scope: params.get('scope') ?? '',
    };
    if (!advertisingCallbackSchema.isValidSync(input)) {
      setFailure(MESSAGES.advertisingAuthorizationFailed);
      return;
    }
    authorize({ variables: input })
      .then(({ data }) => {
        const result = data?.authorizeAdvertising;
        if (!result?.status) throw new Error(result?.message ?? '');
        notify.success(MESSAGES.advertisingAuthorizationGranted);
        navigate(toAccount ? accountConnectorsUrl() : brandUpdateUrl(result.brandCode), { replace: true });
      })
      .catch((error: unknown) => {
        setFailure(errorText(MESSAGES.advertisingAuthorizationFailed, errorMessage(error, '')));
      });
  }, [params, authorize, navigate, notify, toAccount]);

  return (
    <div className={styles.root}>
      {failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{failure}</MessageBarBody>
          {/* The way back to where the grant is started again. */}
          <MessageBarActions>
            <RouterLink to={toAccount ? accountConnectorsUrl() : routeUrl('brands')}>
              {toAccount ? 'Back to connectors' : 'Back to brands'}
            </RouterLink>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Spinner label="Granting advertising access…" />
      )}
    </div>
  );
}
