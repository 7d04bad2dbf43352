import { Badge, Button, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { format } from 'date-fns';
import { useState } from 'react';
import type { UserAccountFieldsFragment, UserStatus } from '../../../gql/graphql';
import { ConfirmDialog, EmptyState } from '../../../ui';
import { INVITABLE_ROLES } from './InviteUserForm';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  // A row reads like a table's at desktop widths and wraps into a card on a phone.
  row: {
    display: 'grid',
    // Fixed shares, not content sizes, so every row's columns line up; text wraps inside its column,
    // so the page never scrolls sideways.
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) minmax(0, 3fr) 6.5rem minmax(0, 2fr) 15rem',
    overflowWrap: 'anywhere',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 699px)': { gridTemplateColumns: '1fr auto', rowGap: tokens.spacingVerticalXS },
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
});

const STATUS: Record<UserStatus, { label: string; color: 'success' | 'warning' | 'danger' }> = {
  ACTIVE: { label: 'Active', color: 'success' },
  INVITED: { label: 'Invited', color: 'warning' },
  DEACTIVATED: { label: 'Deactivated', color: 'danger' },
};

const roleLabel = (user: UserAccountFieldsFragment) => {
  const label = INVITABLE_ROLES.find((r) => r.value === user.role)?.label ?? user.role;
  return user.brandAdmin ? `${label} (brand admin)` : label;
};

const brandLabel = (user: UserAccountFieldsFragment) =>
  user.brandCode ? `${user.brandName ?? user.brandCode} (${user.brandCode})` : 'All brands';

const lastSignIn = (iso: string | null | undefined) =>
  iso ? `Last sign-in ${format(new Date(iso), 'MMM d, yyyy HH:mm')}` : 'Never signed in';

export interface UsersListProps {
  users: UserAccountFieldsFragment[];
  /** The signed-in user: they may not deactivate themselves. */
  selfId: string | null;
  onResend: (user: UserAccountFieldsFragment) => Promise<void>;
  /** Rejects when refused: the confirmation stays open. */
  onDeactivate: (user: UserAccountFieldsFragment) => Promise<void>;
  onReactivate: (user: UserAccountFieldsFragment) => Promise<void>;
  /** Only for those who may grant account features (an agency admin): BULK EDIT (v1) per user. */
  onSetBulkEditV1?: (user: UserAccountFieldsFragment, on: boolean) => Promise<void>;
}

/** Users with their role, brand, status and last sign-in, and what may be done to each (issue 33). */
export function UsersList({
  users,
  selfId,
  onResend,
  onDeactivate,
  onReactivate,
  onSetBulkEditV1,
}: UsersListProps) {
  const styles = useStyles();
  const [deactivating, setDeactivating] = useState<UserAccountFieldsFragment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (users.length === 0) return <EmptyState message="No users yet" />;

  const run = async (
    user: UserAccountFieldsFragment,
    action: (u: UserAccountFieldsFragment) => Promise<void>,
  ) => {
    setBusy(user.id);
    try {
      await action(user);
    } catch {
      // The caller already said why (a toast).
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ul className={styles.list} aria-label="Users">
        {users.map((user) => {
          const status = STATUS[user.status];
          return (
            <li key={user.id} className={styles.row} aria-label={user.email}>
              <div className={styles.who}>
                <Text weight="semibold">{user.name}</Text>
                <Text size={200} className={styles.muted}>
                  {user.email}
                </Text>
              </div>
              <Text>{roleLabel(user)}</Text>
              <Text>{brandLabel(user)}</Text>
              <div>
                <Badge appearance="tint" color={status.color}>
                  {status.label}
                </Badge>
              </div>
              <Text size={200} className={styles.muted}>
                {lastSignIn(user.lastSignInAt)}
              </Text>
              <div className={styles.actions}>
                {onSetBulkEditV1 && (
                  <Switch
                    label="Bulk edit (v1)"
                    checked={user.accountFeatures.includes('bulkEditV1')}
                    disabled={busy === user.id}
                    onChange={(_e, data) => void run(user, (u) => onSetBulkEditV1(u, data.checked))}
                  />
                )}
                {user.status === 'INVITED' && (
                  <Button size="small" disabled={busy === user.id} onClick={() => void run(user, onResend)}>
                    Resend invitation
                  </Button>
                )}
                {user.status !== 'DEACTIVATED' && user.id !== selfId && (
                  <Button size="small" disabled={busy === user.id} onClick={() => setDeactivating(user)}>
                    {user.status === 'INVITED' ? 'Revoke invitation' : 'Deactivate'}
                  </Button>
                )}
                {user.status === 'DEACTIVATED' && (
                  <Button
                    size="small"
                    disabled={busy === user.id}
                    onClick={() => void run(user, onReactivate)}
                  >
                    Reactivate
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deactivating !== null}
        {...(deactivating?.status === 'INVITED'
          ? {
              title: 'Revoke invitation',
              message: `Revoke the invitation of ${deactivating.email}? Their invitation link stops working. You can reactivate them and send a new one later.`,
              confirmLabel: 'Revoke invitation',
            }
          : {
              title: 'Deactivate user',
              message: `Deactivate ${deactivating?.email ?? ''}? They can no longer sign in and their open sessions end now. You can reactivate them later.`,
              confirmLabel: 'Deactivate',
            })}
        onConfirm={async () => {
          if (deactivating) await onDeactivate(deactivating);
        }}
        onClose={() => setDeactivating(null)}
      />
    </>
  );
}
