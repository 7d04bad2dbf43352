import { makeStyles, mergeClasses, Text, Tooltip, tokens } from '@fluentui/react-components';
import { type MenuEntry, matchRoute, visibleMenu } from '@portal/schema';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { IMPLEMENTED_ROUTE_IDS } from '../routes';
import { useAccessSubject } from '../routing/use-access-subject';
import { menuIcon } from './menu-icons';

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: '2px', padding: '8px 0' },
  section: {
    padding: '12px 20px 4px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '10px 20px',
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { flexShrink: 0, display: 'inline-flex' },
});

export interface SideMenuProps {
  /** Icons only (the 65 px drawer). */
  collapsed?: boolean;
  onNavigate?: () => void;
  implementedRouteIds?: ReadonlySet<string>;
}

/** The menu of spec 1 §6.1: entries the access tables allow this user and that have a screen. */
export function SideMenu({
  collapsed = false,
  onNavigate,
  implementedRouteIds = IMPLEMENTED_ROUTE_IDS,
}: SideMenuProps) {
  const styles = useStyles();
  const subject = useAccessSubject();
  const location = useLocation();
  const entries = useMemo(
    () => (subject ? visibleMenu(subject, implementedRouteIds) : []),
    [subject, implementedRouteIds],
  );
  const currentRoute = matchRoute(location.pathname);

  let lastSection: string | undefined;
  return (
    <nav aria-label="Main menu" className={styles.nav}>
      {entries.map((entry: MenuEntry) => {
        const heading =
          entry.section && entry.section !== lastSection && !collapsed ? entry.section : undefined;
        lastSection = entry.section;
        const link = (
          <Link
            to={entry.path}
            onClick={onNavigate}
            aria-label={collapsed ? entry.label : undefined}
            aria-current={currentRoute === entry.routeId ? 'page' : undefined}
            className={mergeClasses(styles.link, currentRoute === entry.routeId && styles.active)}
          >
            <span className={styles.icon}>{menuIcon(entry.id)}</span>
            {!collapsed && <span>{entry.label}</span>}
          </Link>
        );
        return (
          <div key={entry.id}>
            {heading && <Text className={styles.section}>{heading}</Text>}
            {collapsed ? (
              <Tooltip content={entry.label} relationship="description" positioning="after">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </div>
        );
      })}
    </nav>
  );
}
