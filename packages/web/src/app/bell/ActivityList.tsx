import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SeverityIcon } from './SeverityIcon';
import type { ActivityEntry } from './use-unread-activity';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: { display: 'grid', gridTemplateColumns: '20px 1fr', gap: '8px', alignItems: 'start' },
  body: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ActivityListProps {
  entries: readonly ActivityEntry[];
}

/** Activity entries with their severity icon, SKU, type, comment, time and, for the viewer's own changes, their email. */
export function ActivityList({ entries }: ActivityListProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <SeverityIcon severity={entry.severity} />
          <div className={styles.body}>
            <Text weight="semibold">
              {entry.sku}: {entry.type}
            </Text>
            {entry.comment && <Text size={200}>{entry.comment}</Text>}
            <Caption1 className={styles.muted}>
              {new Date(entry.createdAt).toLocaleString()}
              {/* Only the viewer's own changes carry an email (the service leaves others out). */}
              {entry.userEmail && ` · by ${entry.userEmail}`}
            </Caption1>
          </div>
        </li>
      ))}
    </ul>
  );
}
