import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  tokens,
} from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ActivityUnreadCountDocument } from '../../gql/graphql';
import {
  useActivityAddedSubscription,
  useActivityUnreadCountQuery,
  useResetActivityUnreadMutation,
} from '../../gql/hooks';
import type { MarketplaceSelection } from '../marketplace/pick-selection';
import { BellPopup } from './BellPopup';

const useStyles = makeStyles({
  anchor: { position: 'relative', display: 'inline-flex' },
  dot: {
    position: 'absolute',
    top: '0',
    right: '0',
    width: '8px',
    height: '8px',
    borderRadius: '50%',
    backgroundColor: tokens.colorPaletteRedBackground3,
    pointerEvents: 'none',
  },
});

export interface NotificationBellProps {
  selection: MarketplaceSelection;
}

/** Spec 1 §2.7: unread dot, popup of unread entries, reset on close; live through activityAdded. */
export function NotificationBell({ selection }: NotificationBellProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const variables = selection;
  const { data } = useActivityUnreadCountQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [reset] = useResetActivityUnreadMutation();

  useActivityAddedSubscription({
    variables,
    onData: ({ client }) => {
      client.cache.updateQuery({ query: ActivityUnreadCountDocument, variables }, (previous) => ({
        activityUnreadCount: (previous?.activityUnreadCount ?? 0) + 1,
      }));
    },
  });

  const count = data?.activityUnreadCount ?? 0;

  const close = () => {
    setOpen(false);
    reset({
      variables,
      update: (cache) =>
        cache.writeQuery({ query: ActivityUnreadCountDocument, variables, data: { activityUnreadCount: 0 } }),
    }).catch(() => undefined);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(_, d) => (d.open ? setOpen(true) : close())}
      positioning="below-end"
      withArrow
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
          icon={
            <span className={styles.anchor}>
              <Alert24Regular />
              {count > 0 && <span className={styles.dot} data-testid="unread-dot" />}
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface aria-label="Unread activity">
        {open && <BellPopup selection={selection} onNavigate={close} />}
      </PopoverSurface>
    </Popover>
  );
}
