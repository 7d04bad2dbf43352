import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Navigation24Regular, SignOut20Regular } from '@fluentui/react-icons';
import { BREAKPOINT_MOBILE_MAX } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { NotificationBell } from '../bell/NotificationBell';
import { QuietBell } from '../bell/QuietBell';
import { useMarketplaceSelection } from '../marketplace/MarketplaceProvider';
import { MarketplaceSelector } from '../marketplace/MarketplaceSelector';
import { useSession, useSessionManager } from '../session/SessionProvider';
import { usePermission } from '../session/use-permission';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '6px 12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minHeight: '48px',
    flexWrap: 'wrap',
  },
  grow: { flexGrow: 1, minWidth: 0, display: 'flex' },
  // 'Log Out' stays on one line at 1024 px; the selects beside it give way instead.
  logout: { whiteSpace: 'nowrap', flexShrink: 0 },
  // On a phone the e-mail stays, cut short with an ellipsis, rather than vanishing (issue 38 point 11).
  email: {
    [`@media (max-width: ${BREAKPOINT_MOBILE_MAX}px)`]: {
      display: 'inline-block',
      maxWidth: '9rem',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'bottom',
    },
  },
});

export interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Menu toggle, seller/marketplace selector, notification bell and Log Out (spec 1 §2.3). */
export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const styles = useStyles();
  const session = useSession();
  const manager = useSessionManager();
  // The bell asks for listing activity only for whom activity.read admits; the rest get a quiet one.
  const canSeeActivity = usePermission('activity.read');
  const navigate = useNavigate();
  const { selection } = useMarketplaceSelection();
  const email = session?.user.email ?? '';

  const logout = () => {
    navigate('/login', { replace: true });
    manager.logout();
  };

  return (
    <header className={styles.bar}>
      <Button
        appearance="subtle"
        icon={<Navigation24Regular />}
        aria-label={menuOpen ? 'Collapse menu' : 'Expand menu'}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      />
      <div className={styles.grow}>
        <MarketplaceSelector />
      </div>
      {selection && canSeeActivity ? <NotificationBell selection={selection} /> : <QuietBell />}
      <Button
        appearance="subtle"
        icon={<SignOut20Regular />}
        onClick={logout}
        className={styles.logout}
        aria-label={`Log Out ${email}`}
      >
        Log Out <span className={styles.email}>&nbsp;({email})</span>
      </Button>
    </header>
  );
}
