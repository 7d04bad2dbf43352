import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '../../../app/session/session-types';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { advertisingApi } from '../advertising.fixtures';
import { AdvertisingPerformanceView } from './AdvertisingPerformanceView';

/** Prints the address query, so a test reads the filter state the user would share. */
function AddressQuery() {
  return <output data-testid="address-query">{useLocation().search}</output>;
}

export type RenderAdvertisingOptions = {
  user?: SessionUser;
  /** Path and query after /advertising-performance/, e.g. 'sp?page=4', or a whole path ('/brands/…'). */
  at?: string;
  answers?: Record<string, FormattedExecutionResult | MockResolver>;
};

/** The advertising screen as routed in the app, signed in, over the fixture API. */
export function renderAdvertising({ user = agencyAdmin, at = 'sp', answers }: RenderAdvertisingOptions = {}) {
  return renderWithApp(
    <Routes>
      {['/advertising-performance/:adsType', '/brands/:id/ads-performance/:adsType'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <AdvertisingPerformanceView />
              <AddressQuery />
            </>
          }
        />
      ))}
    </Routes>,
    {
      session: sessionFor(user),
      route: at.startsWith('/') ? at : `/advertising-performance/${at}`,
      resolve: advertisingApi(answers),
    },
  );
}
