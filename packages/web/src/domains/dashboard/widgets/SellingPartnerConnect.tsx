import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { routeUrl } from '../../../app/navigation/route-url';
import { IMPLEMENTED_ROUTE_IDS } from '../../../app/routes';
import { useSession } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import {
  connectionsState,
  SellingPartnerConnectionCards,
} from '../../connections/components/SellingPartnerConnectionCards';
import { useSellingPartnerConnections } from '../../connections/components/use-selling-partner-connections';
import { Widget } from './widget-parts';

/**
 * The Amazon audit brand's dashboard (spec 2 §2): the Selling Partner API connect screen. The audit
 * brand's admin (who registered on /amazonaudit, docs/decisions/0593) connects right here with the
 * Connect to Amazon tab's cards; a brand user with an account page is sent there; anyone else is
 * told who sends the authorization link.
 */
export function SellingPartnerConnect() {
  const brandCode = useSession()?.user.brandCode ?? '';
  const manages = usePermission('spApi.manage');
  const authorizes = usePermission('spApi.authorize');
  const connectsHere = manages && authorizes && brandCode !== '';
  const connectUrl = routeUrl('account', { tabValue: 'connect-to-amazon' });
  // Never a link to a refused or missing page: shown once the account screens admit this user.
  const available = usePermission('account.view') && IMPLEMENTED_ROUTE_IDS.has('account');
  return (
    <Widget title="Connect your Amazon seller account">
      <Text as="p">
        To run the Amazon audit, authorize this portal to read your seller account through Amazon’s Selling
        Partner API. You sign in to Seller Central, review the access requested and approve it; the audit
        starts with the reports Amazon delivers afterwards.
      </Text>
      {connectsHere ? (
        <OwnConnections brandCode={brandCode} />
      ) : available ? (
        <div>
          <Button as="a" appearance="primary" href={connectUrl}>
            Connect to Amazon
          </Button>
        </div>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>
            Your agency account manager sends the authorization link for this step; the connection opens here
            once it is enabled for your account.
          </MessageBarBody>
        </MessageBar>
      )}
    </Widget>
  );
}

function OwnConnections({ brandCode }: { brandCode: string }) {
  const connections = useSellingPartnerConnections(brandCode);
  return connectionsState(connections) ?? <SellingPartnerConnectionCards connections={connections} />;
}
