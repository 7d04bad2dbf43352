import { Button, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { MESSAGES } from '@portal/schema';
import { ActivityList } from '../../../app/bell/ActivityList';
import type { ActivityEntry } from '../../../app/bell/use-unread-activity';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { entriesLabel, lastPage } from '../activity-range';

export type ActivityPageProps = {
  /** The SKU of a listing's activity route; null on the global page. */
  sku: string | null;
  /** Whose activity this is ('Seller in United States'), when known. */
  scope: string | null;
  searchValue: string;
  onSearchChange: (searchValue: string) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  entries: readonly ActivityEntry[];
  count: number;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  search: { maxWidth: '360px', width: '100%' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Spec 3 §2 Activity page: every entry, 40 to a page, searchable by SKU on the global page. */
export function ActivityPage(props: ActivityPageProps) {
  const styles = useStyles();
  const { page, pageSize, count, entries } = props;
  const title = props.sku ? `Activity for ${props.sku}` : 'Global Activity';
  return (
    <section className={styles.root} aria-label={title}>
      <Text as="h1" size={700} weight="semibold">
        {title}
      </Text>
      {props.scope && <Text>{props.scope}</Text>}
      {!props.sku && (
        <SearchBox
          className={styles.search}
          aria-label="Search by SKU"
          placeholder="Search by SKU"
          value={props.searchValue}
          onChange={(_, data) => props.onSearchChange(data.value)}
        />
      )}
      {props.error ? (
        <ErrorState message={props.error} onRetry={props.onRetry} />
      ) : props.loading && entries.length === 0 ? (
        <LoadingState label={MESSAGES.loadingActivityEntries} />
      ) : entries.length === 0 ? (
        <EmptyState message={MESSAGES.noActivityFound} />
      ) : (
        <ActivityList entries={entries} />
      )}
      <nav className={styles.pager} aria-label="Activity pages">
        <Button
          icon={<ChevronLeftRegular />}
          disabled={page === 0 || props.loading}
          onClick={() => props.onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Text aria-live="polite">{entriesLabel(page, pageSize, count)}</Text>
        <Button
          icon={<ChevronRightRegular />}
          iconPosition="after"
          disabled={page >= lastPage(pageSize, count) || props.loading}
          onClick={() => props.onPageChange(page + 1)}
        >
          Next
        </Button>
      </nav>
    </section>
  );
}
