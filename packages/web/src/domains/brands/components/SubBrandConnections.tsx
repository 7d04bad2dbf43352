import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CONNECTION_MESSAGES } from '@portal/schema';
import { usePermission } from '../../../app/session/use-permission';
import {
  connectionsState,
  SellingPartnerConnectionCards,
} from '../../connections/components/SellingPartnerConnectionCards';
import { useSellingPartnerConnections } from '../../connections/components/use-selling-partner-connections';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The sub-brand editor's connection cards (spec 3 §2): the sub brand's own Selling Partner
 * connections, with the Connect to Amazon tab's cards and calls. The maximum of marketplaces is the
 * parent's plan's. Connecting needs the brand admin's rights (spApi.manage), as the tab does, and
 * the right to finish a grant on the callback page (spApi.authorize, which spec 1 §5 does not give
 * the standard agency user): someone who could start a grant but never finish it sees the
 * forbidden state instead of a Connect button that ends on a refusal.
 */
export function SubBrandConnections(props: { brandCode: string; parentBrandCode: string }) {
  const styles = useStyles();
  const manages = usePermission('spApi.manage');
  const authorizes = usePermission('spApi.authorize');
  const allowed = manages && authorizes;
  return (
    <section className={styles.section} aria-label="Amazon connections">
      <Text as="h2" size={600} weight="semibold">
        Amazon connections
      </Text>
      {allowed ? (
        <Cards {...props} />
      ) : (
        // A section of a page this user may open: a line in words, not the whole-page refusal.
        <Text as="p">{CONNECTION_MESSAGES.subBrandConnectionsByOthers}</Text>
      )}
    </section>
  );
}

function Cards({ brandCode, parentBrandCode }: { brandCode: string; parentBrandCode: string }) {
  const connections = useSellingPartnerConnections(brandCode, parentBrandCode);
  return connectionsState(connections) ?? <SellingPartnerConnectionCards connections={connections} />;
}
