import { DrawerBody, makeStyles, OverlayDrawer, tokens } from '@fluentui/react-components';
import { BREAKPOINT_MOBILE_MAX, DRAWER_WIDTH_CLOSED, DRAWER_WIDTH_OPEN } from '@portal/schema';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TableLayoutStoreProvider } from '../../ui/data-table/table-layout-store';
import { LoadingState } from '../../ui/states/LoadingState';
import { useMediaQuery } from '../../ui/use-media-query';
import { HelpArticle } from '../help/HelpArticle';
import { MarketplaceProvider } from '../marketplace/MarketplaceProvider';
import { PastDueBanner } from '../past-due/PastDueBanner';
import { useSavedTableLayouts } from '../table-layouts/use-saved-table-layouts';
import { Footer } from './Footer';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RefusedRouteNotice } from './RefusedRouteNotice';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  drawer: {
    flexShrink: 0,
    overflowX: 'hidden',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    position: 'sticky',
    top: 0,
    height: '100vh',
  },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  main: { flexGrow: 1, padding: '16px', minWidth: 0 },
  overlayBody: { padding: 0 },
  // Hidden until focused: the first Tab stop jumps past the menu and top bar to the page.
  skipLink: {
    position: 'absolute',
    left: '8px',
    top: '-48px',
    zIndex: 1000,
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { top: '8px' },
  },
});

/** The id the skip link targets. */
export const MAIN_CONTENT_ID = 'main-content';

/** Spec 1 §2.3: collapsible side drawer (an overlay on phones), top bar, page, help and footer. */
export function AppShell() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_MAX}px)`);
  const [open, setOpen] = useState(!isMobile);
  // Crossing the breakpoint resets the drawer: open beside the page on desktop, hidden on phones.
  // Reset during the render that crosses it, not in an effect after: the phone's overlay must never
  // be drawn once with the desktop's 'open' (it flashed open over the page while resizing).
  const [modeOf, setModeOf] = useState(isMobile);
  if (modeOf !== isMobile) {
    setModeOf(isMobile);
    setOpen(!isMobile);
  }

  // Every data table of a signed-in page keeps the user's column layout (visibility and order).
  const tableLayouts = useSavedTableLayouts();
  return (
    <MarketplaceProvider>
      <TableLayoutStoreProvider store={tableLayouts}>
        <div className={styles.root}>
          <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
            Skip to main content
          </a>
          {isMobile ? (
            <OverlayDrawer
              open={open}
              onOpenChange={(_, d) => setOpen(d.open)}
              style={{ width: DRAWER_WIDTH_OPEN }}
              aria-label="Main menu"
            >
              <DrawerBody className={styles.overlayBody}>
                <SideMenu onNavigate={() => setOpen(false)} />
              </DrawerBody>
            </OverlayDrawer>
          ) : (
            <aside
              className={styles.drawer}
              style={{ width: open ? DRAWER_WIDTH_OPEN : DRAWER_WIDTH_CLOSED }}
            >
              <SideMenu collapsed={!open} />
            </aside>
          )}
          <div className={styles.column}>
            <TopBar menuOpen={open} onToggleMenu={() => setOpen((o) => !o)} />
            <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
              <RefusedRouteNotice />
              <PastDueBanner />
              {/* In the page's flow, above it: a card floating over the corner covered what lay
                  under it, the dashboard's ASIN Movers pager, until closed (issue 38 point 11). */}
              <PageErrorBoundary resetKey={pathname}>
                <HelpArticle />
              </PageErrorBoundary>
              <PageErrorBoundary resetKey={pathname}>
                <Suspense fallback={<LoadingState />}>
                  <Outlet />
                </Suspense>
              </PageErrorBoundary>
            </main>
            <Footer />
          </div>
        </div>
      </TableLayoutStoreProvider>
    </MarketplaceProvider>
  );
}
