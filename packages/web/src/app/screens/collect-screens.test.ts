import { describe, expect, it } from 'vitest';
import { SCREENS as AUTH } from '../../domains/auth/screens';
import { IMPLEMENTED_ROUTE_IDS } from '../routes';
import { collectScreens } from './collect-screens';
import { screen } from './define-screens';

function Stub() {
  return null;
}
const stub = screen('shell', async () => ({ Stub }), 'Stub');

describe('collectScreens', () => {
  it('merges the manifests of every domain into one map', () => {
    const screens = collectScreens([{ SCREENS: { dashboard: stub } }, { SCREENS: { alerts: stub } }]);
    expect([...screens.keys()]).toEqual(['dashboard', 'alerts']);
  });

  it('refuses a route that two domains both claim', () => {
    expect(() =>
      collectScreens([{ SCREENS: { dashboard: stub } }, { SCREENS: { dashboard: stub } }]),
    ).toThrow("route 'dashboard' has two screens");
  });

  it('refuses a screen for a route the access table does not have', () => {
    const bogus = { SCREENS: { nowhere: stub } } as unknown as Parameters<typeof collectScreens>[0][number];
    expect(() => collectScreens([bogus])).toThrow("screen for unknown route 'nowhere'");
  });

  it('finds the manifests of the domains without a central list', () => {
    for (const id of Object.keys(AUTH)) expect(IMPLEMENTED_ROUTE_IDS.has(id)).toBe(true);
    expect(IMPLEMENTED_ROUTE_IDS.has('advertisingPerformance')).toBe(true);
    expect(IMPLEMENTED_ROUTE_IDS.has('noAccess')).toBe(true);
  });

  it('loads the named component of a lazily imported module', async () => {
    const Component = await stub.load();
    expect(Component.name).toBe('Stub');
  });
});
