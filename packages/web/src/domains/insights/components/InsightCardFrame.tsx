import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { INSIGHTS_MESSAGES } from '@portal/schema';
import { type ReactNode, useRef } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { type ServerTarget, useCardExport } from '../export/use-card-export';

const useStyles = makeStyles({
  card: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  body: { minWidth: 0, overflowX: 'auto' },
  crumbs: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export type Crumb = { label: string; onClick?: () => void };

export type InsightCardFrameProps = {
  title: string;
  loading: boolean;
  /** The card's own message (spec 2 §8); the other cards stay as they are. */
  error: string | null;
  onRetry: () => void;
  empty: boolean;
  /** Drill-down trail; a crumb with onClick goes back to that level. */
  crumbs?: readonly Crumb[];
  /** The brand SKU list shown, which the server exports whole when it is too long for the page. */
  serverExport?: ServerTarget | null;
  children: ReactNode;
};

/** One insight card: its title, drill-down trail and its own loading, error and empty states. */
export function InsightCardFrame(props: InsightCardFrameProps) {
  const styles = useStyles();
  const { crumbs = [] } = props;
  const ref = useRef<HTMLDivElement>(null);
  const exporter = useCardExport(ref, props.serverExport);
  const ready = !props.error && !props.loading && !props.empty;
  return (
    <Card ref={ref} className={styles.card} aria-label={props.title} role="region">
      <CardHeader
        header={<Text weight="semibold">{props.title}</Text>}
        action={
          exporter ? (
            <Button
              appearance="subtle"
              size="small"
              icon={<ArrowDownloadRegular />}
              disabled={!ready || exporter.busy}
              onClick={() => void exporter.run()}
            >
              Export as PDF
            </Button>
          ) : undefined
        }
      />
      {crumbs.length > 1 && (
        <nav aria-label={`${props.title} drill-down`} className={styles.crumbs}>
          {crumbs.map((crumb, i) =>
            crumb.onClick && i < crumbs.length - 1 ? (
              <Button key={crumb.label} appearance="subtle" size="small" onClick={crumb.onClick}>
                {crumb.label}
              </Button>
            ) : (
              <Text key={crumb.label} size={200}>
                {i > 0 ? `› ${crumb.label}` : crumb.label}
              </Text>
            ),
          )}
        </nav>
      )}
      <div className={styles.body} data-card-body>
        {props.error ? (
          <ErrorState message={props.error} onRetry={props.onRetry} />
        ) : props.loading ? (
          <LoadingState />
        ) : props.empty ? (
          <EmptyState message={INSIGHTS_MESSAGES.noDataFound} />
        ) : (
          props.children
        )}
      </div>
    </Card>
  );
}
