import { AGENCY_STAFF_ROLES, PERMISSIONS, ROLES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../modules/auth/principal.ts';
import { roomsOf, STAFF_ROOM } from '../../realtime/socket-server.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { backendForFile } from '../../test-support/file-backend.ts';

// Issue 28, finding 6 (and the staff room of finding 8): whoever was not a brand user was treated
// as staff, so the `api` role read every client's seller accounts and joined the staff room.
const isStaffRole = (role: string) => (AGENCY_STAFF_ROLES as readonly string[]).includes(role);

describe('authorized marketplaces by role', () => {
  const api = backendForFile();

  async function sellerAccountsOf(email: string): Promise<Array<{ seller_id: string }>> {
    const { accessToken } = await api.login(email);
    const res = await api.call('GET', '/brands/get-authorized-marketplaces', { token: accessToken });
    expect(res.status).toBe(200);
    return res.body.sp_api_authorized_marketplaces;
  }

  it('are all of them for staff and none for a role that is neither staff nor a brand user', async () => {
    const everyAccount = (await sellerAccountsOf('admin@demo.test')).length;
    expect(everyAccount).toBeGreaterThan(10);

    for (const account of DEMO_ACCOUNTS) {
      const seen = (await sellerAccountsOf(account.email)).length;
      if (isStaffRole(account.role)) expect(seen, account.email).toBe(everyAccount);
      else if (account.role === 'brand-user') expect(seen, account.email).toBeLessThan(everyAccount);
      else expect(seen, account.email).toBe(0);
    }
  });
});

describe('the socket.io staff room', () => {
  const principal = (role: string): Principal => ({
    userId: '1',
    email: `${role}@demo.test`,
    role,
    brandType: null,
    brandAdmin: false,
    activeBrandSubscription: false,
    brandCode: null,
    subBrandCodes: [],
    accountFeatures: [],
    sessionId: 's',
  });

  it.each(ROLES)('is joined by %s only if it is staff allowed to read activity', (role) => {
    const expected = isStaffRole(role) && PERMISSIONS['activity.read'].roles.includes(role);

    expect(roomsOf(principal(role)).includes(STAFF_ROOM)).toBe(expected);
  });
});
