import {
  type AccessSubject,
  hasPermission,
  isAccountFeature,
  PERMISSIONS,
  parseBrandType,
  parseRole,
} from '@portal/schema';
import { pathOf, type RestRoute } from '@portal/schema/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_ROUTES } from '../modules/domains.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../test-support/test-backend.ts';

// The permission middleware's refusal starts so; a service's brand-scoping 403 says something else.
const PERMISSION_REFUSAL = 'You do not have permission to';

const KEY_CALLER = 'API key: advertising.read for MR001';

interface Caller {
  email: string;
  login: LoginAnswer;
  subject: AccessSubject;
}

function roleOf(login: LoginAnswer) {
  const role = parseRole(String(login.role));
  if (!role) throw new Error(`unknown role ${String(login.role)}`);
  return role;
}

const subjectOf = (login: LoginAnswer): AccessSubject => ({
  role: roleOf(login),
  brandType: parseBrandType(login.brand_type as string | null),
  brandAdmin: login.brand_admin === true,
  activeSubscription: login.active_brand_subscription === true,
  subBrandCodes: (login.sub_brand_codes as string[]) ?? [],
  accountFeatures: ((login.account_features as string[]) ?? []).filter(isAccountFeature),
});

/** Path values that are the caller's own, so only the permission can refuse (not brand scoping). */
function pathFor(route: RestRoute, caller: Caller): string {
  const own = {
    brandCode: (caller.login.brand_code as string | null) ?? 'MC001',
    userId: caller.login.userId,
    tableName: 'access-matrix',
    adsType: 'sp',
    month: '2025-01',
    state: 'access-matrix',
    noteId: '999999',
    name: 'access-matrix',
    marketplaceId: 'ATVPDKIKX0DER',
    sellerId: 'A1ACCESSMATRIX',
    sku: 'access-matrix',
    window: '7d',
    asin: 'B0ACCESS00',
    // The ASIN analytics calls name the ASIN {id}, as spec 2 §7 writes them.
    id: 'B0ACCESS00',
    // A type every agency-report reader may read (the commissions type is refused beyond the page).
    reportType: 'alerts-summary',
    productType: 'SHIRT',
    keyId: '00000000-0000-4000-8000-000000000000',
    // An invoice no ledger has: the permission refuses first, or the caller's own brand answers 404.
    invoiceId: 'in_access_matrix',
  };
  const query = route.path.startsWith('/amazon-listings/')
    ? '?seller_id=A1&marketplace_id=ATVPDKIKX0DER'
    : '';
  const display = route.path.startsWith('/advertising/performance/') ? '?displayType=summary' : '';
  return `${pathOf(route.path, own)}${query}${display}`;
}

// Signing out ends the session the other calls use, so it runs last for each caller.
const PERMISSION_ROUTES = CONTRACT_ROUTES.filter((route) => 'permission' in route.access).sort(
  (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
);

describe('backend access matrix: every permission route × every demo account', () => {
  let api: TestApi;
  let callers: Caller[];

  beforeAll(async () => {
    const database = databasesUnderTest()[0];
    if (!database) throw new Error('no database under test');
    api = await startTestBackend(database);
    callers = [];
    for (const account of DEMO_ACCOUNTS) {
      const login = await api.login(account.email);
      callers.push({ email: account.email, login, subject: subjectOf(login) });
    }
    callers.push(await keyCaller());
  }, 180_000);

  /** An API key (issue 36) as a caller: advertising.read for MR001, its token's grants and nothing more. */
  async function keyCaller(): Promise<Caller> {
    const admin = callers.find((c) => c.email === 'admin@demo.test');
    if (!admin) throw new Error('no admin');
    const created = await api.call('POST', '/api-keys', {
      token: admin.login.accessToken,
      body: { name: 'access matrix', permissions: ['advertising.read'], brand_codes: ['MR001'] },
    });
    const token = await api.call('POST', '/auth/api-key-token', { token: created.body.secret });
    return {
      email: KEY_CALLER,
      login: {
        userId: admin.login.userId,
        accessToken: token.body.accessToken,
        refreshToken: '',
        brand_code: 'MR001',
      },
      subject: {
        role: 'api',
        brandType: null,
        brandAdmin: false,
        activeSubscription: false,
        subBrandCodes: [],
        grants: ['advertising.read', 'session'],
      },
    };
  }
  afterAll(async () => {
    await api?.stop();
  });

  async function outcome(route: RestRoute, caller: Caller): Promise<'allowed' | 'refused' | string> {
    const res = await api.call(route.method.toUpperCase(), pathFor(route, caller), {
      token: caller.login.accessToken,
      // An empty body: an allowed caller gets a 400 at most, so nothing is applied.
      ...(route.body ? { body: {} } : {}),
    });
    if (res.status === 401) return 'unauthenticated';
    if (res.status === 403 && String(res.body?.message).startsWith(PERMISSION_REFUSAL)) return 'refused';
    return 'allowed';
  }

  it('refuses exactly where the permission table refuses (0 mismatches)', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const caller of callers) {
      for (const route of PERMISSION_ROUTES) {
        if (!('permission' in route.access)) continue;
        const expected = hasPermission(caller.subject, route.access.permission) ? 'allowed' : 'refused';
        const actual = await outcome(route, caller);
        calls += 1;
        if (actual !== expected)
          mismatches.push(
            `${caller.email} ${route.method.toUpperCase()} ${route.path}: ${actual}, table says ${expected}`,
          );
      }
    }

    // POST /auth/logout is in the matrix and really ends each caller's session: sign in again.
    for (const caller of callers)
      if (caller.email !== KEY_CALLER) caller.login = await api.login(caller.email);

    expect(calls).toBe(callers.length * PERMISSION_ROUTES.length);
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('answers 401 to every permission route called without a token', async () => {
    const answers = await Promise.all(
      PERMISSION_ROUTES.map(async (route) => {
        const res = await api.call(
          route.method.toUpperCase(),
          pathOf(route.path, {
            brandCode: 'MC001',
            userId: 'x',
            tableName: 't',
            adsType: 'sp',
            month: '2025-01',
            state: 's',
            noteId: '1',
            name: 'n',
            marketplaceId: 'ATVPDKIKX0DER',
            sellerId: 'A1ACCESSMATRIX',
            window: '7d',
            asin: 'B0ACCESS00',
            id: 'B0ACCESS00',
            sku: 's',
            reportType: 'alerts-summary',
            productType: 'SHIRT',
            keyId: '00000000-0000-4000-8000-000000000000',
            invoiceId: 'in_access_matrix',
          }),
        );
        return `${route.operationId} ${res.status}`;
      }),
    );

    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  const caller = (email: string): Caller => {
    const found = callers.find((c) => c.email === email);
    if (!found) throw new Error(`${email} is not a demo account`);
    return found;
  };
  const route = (operationId: string): RestRoute => {
    const found = CONTRACT_ROUTES.find((r) => r.operationId === operationId);
    if (!found) throw new Error(`no route ${operationId}`);
    return found;
  };

  it('refuses a non-admin ffp user the Ads authorization, granting and revoking', async () => {
    const ffpUser = caller('ffp-user@demo.test');

    expect(await outcome(route('advertisingAuthorizationLink'), ffpUser)).toBe('refused');
    expect(await outcome(route('advertisingAuthorize'), ffpUser)).toBe('refused');
    expect(await outcome(route('advertisingDeauthorize'), ffpUser)).toBe('refused');
  });

  it('refuses the api role advertising performance', async () => {
    expect(await outcome(route('advertisingPerformance'), caller('api@demo.test'))).toBe('refused');
  });

  it('refuses a brand user the brand role assignees (staff names)', async () => {
    expect(await outcome(route('brandRoleAssignees'), caller('mr@demo.test'))).toBe('refused');
  });

  it('still lets an ecom3k brand admin manage its Ads authorization', async () => {
    expect(await outcome(route('advertisingAuthorizationLink'), caller('ecom3k@demo.test'))).toBe('allowed');
  });

  it('covers every permission of the table that a route uses', () => {
    const used = new Set(PERMISSION_ROUTES.map((r) => ('permission' in r.access ? r.access.permission : '')));

    expect([...used].every((name) => Object.hasOwn(PERMISSIONS, name))).toBe(true);
    expect(used.size).toBeGreaterThan(10);
  });
});
