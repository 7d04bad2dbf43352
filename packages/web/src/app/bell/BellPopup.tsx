import { Button, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import { ErrorState } from '../../ui/states/ErrorState';
import { errorMessage } from '../apollo/error-message';
import type { MarketplaceSelection } from '../marketplace/pick-selection';
import { AppLink } from '../navigation/AppLink';
import { ActivityList } from './ActivityList';
import { useUnreadActivity } from './use-unread-activity';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', width: 'min(360px, 85vw)' },
  scroll: { maxHeight: '50vh', overflowY: 'auto' },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

export interface BellPopupProps {
  selection: MarketplaceSelection;
  onNavigate: () => void;
}

/** The bell's popup: unread entries, 'Load more', and the link to the activity page. */
export function BellPopup({ selection, onNavigate }: BellPopupProps) {
  const styles = useStyles();
  const { entries, loading, error, hasMore, loadMore, retry } = useUnreadActivity(selection);
  return (
    <div className={styles.root}>
      <Text weight="semibold">Unread activity</Text>
      <div className={styles.scroll}>
        {entries.length > 0 && <ActivityList entries={entries} />}
        {!loading && !error && entries.length === 0 && <Text>{MESSAGES.noNewActivity}</Text>}
        {loading && <Spinner size="tiny" label="Loading activity…" />}
        {error !== undefined && (
          <ErrorState message={errorMessage(error, 'Unable to get activity')} onRetry={retry} />
        )}
      </div>
      <div className={styles.footer}>
        <AppLink to="/amazon-listings-activity" onClick={onNavigate}>
          View all activity
        </AppLink>
        {hasMore && !loading && (
          <Button size="small" onClick={loadMore}>
            Load more
          </Button>
        )}
      </div>
    </div>
  );
}
