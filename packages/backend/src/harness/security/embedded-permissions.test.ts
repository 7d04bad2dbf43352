import { EMBEDDED_PERMISSIONS, hasPermission } from '@portal/schema';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessSubjectOf } from '../../http/contract-route.ts';
import type { Principal } from '../../modules/auth/principal.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { backendForFile } from '../../test-support/file-backend.ts';

// Issue 28, finding 7: custom attributes are staff-only on their own route, yet GET /brands/{code}
// and GET /brands carried them to brand users. Generated from EMBEDDED_PERMISSIONS × PERMISSIONS ×
// every demo account, so a new embedding or a changed permission is tested without an edit here.

/** The principal the backend reads from an access token, from the token's own claims. */
function principalOf(accessToken: string): Principal {
  const c = decodeJwt(accessToken) as Record<string, unknown>;
  return {
    userId: String(c.sub),
    email: String(c.email),
    role: String(c.role),
    brandType: (c.brand_type as string | null) ?? null,
    brandAdmin: c.brand_admin === true,
    activeBrandSubscription: c.active_brand_subscription === true,
    brandCode: (c.brand_code as string | null) ?? null,
    subBrandCodes: (c.sub_brand_codes as string[]) ?? [],
    accountFeatures: (c.account_features as string[]) ?? [],
    sessionId: String(c.sid),
  };
}

/** The REST calls behind each operation id an entry names, for one brand the caller may see. */
const CALLS: Record<string, (brandCode: string) => string> = {
  brand: (code) => `/brands/${code}`,
  brands: (code) => `/brands?filterField=brand_code&filterValue=${code}`,
};

const isEmpty = (value: unknown) =>
  value === null || (typeof value === 'object' && Object.keys(value as object).length === 0);

describe('data of one permission embedded in the answers of another', () => {
  const api = backendForFile();

  const cases = EMBEDDED_PERMISSIONS.flatMap((entry) =>
    entry.restOperations.map((operation) => ({ entry, operation })),
  );

  it.each(cases)(
    '$entry.restField in $operation holds $entry.permission for every account',
    async ({ entry, operation }) => {
      const call = CALLS[operation];
      if (!call) throw new Error(`no call for operation ${operation}: add it to CALLS`);
      const seen = { shown: 0, emptied: 0 };

      for (const account of DEMO_ACCOUNTS) {
        const { accessToken } = await api.login(account.email);
        const principal = principalOf(accessToken);
        const brandCode = principal.brandCode ?? 'MC001';
        const res = await api.call('GET', call(brandCode), { token: accessToken });
        if (res.status !== 200) continue; // the route itself refused: nothing embedded reaches them
        const brands = (operation === 'brands' ? res.body.rows : [res.body]) as Record<string, unknown>[];
        expect(brands.length, account.email).toBeGreaterThan(0);
        const allowed = hasPermission(accessSubjectOf(principal), entry.permission);

        for (const brand of brands) {
          expect(isEmpty(brand[entry.restField]), `${account.email} ${operation}`).toBe(!allowed);
          seen[allowed ? 'shown' : 'emptied'] += 1;
        }
      }

      // Someone saw the field filled, so an empty one above is a refusal, not missing data. (GET
      // /brands is staff-only today, so no account there lacks the permission; GET /brands/{code}
      // reaches brand users, who must find the field empty.)
      expect(seen.shown).toBeGreaterThan(0);
      console.log(`${operation}.${entry.restField}: shown ${seen.shown}, emptied ${seen.emptied}`);
    },
  );
});
