import { describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS } from './demo-accounts.fixtures.ts';
import { resolveRoute } from './engine.ts';
import { ROUTES } from './routes.ts';
import type { AccessSubject } from './types.ts';

// The accounts × routes matrix of the route guard, as a pinned table: what each of the 13 demo
// accounts (and a signed-out visitor) gets on every route. It was recorded from the resolver once the
// spec predicates of access.test.ts held, and reviewed by hand against spec 1 §4 and §6; from now on
// a change to any cell is a decision, made here in the open. "ok" = the page opens; otherwise the
// redirect, by the names below. The real browser is checked per role in tests/specs/access/.
const TARGETS: Record<string, string> = {
  home: '/',
  billing: '/account/billing',
  connect: '/account/connect-to-amazon',
  listings: '/amazon-listings-items',
  login: '/login',
  'no-access': '/no-access',
};

const MATRIX = `
  route                     signed-out admin manager user agency api       mc   mr   mr-sub ffp      ffp-user ffp-inactive ecom3k  aa
  login                     ok         home  home    home home   no-access home home home   listings listings billing      billing home
  register                  ok         home  home    home home   no-access home home home   billing  listings billing      billing home
  resetPassword             ok         home  home    home home   no-access home home home   billing  listings billing      billing home
  forgotPassword            ok         home  home    home home   no-access home home home   billing  listings billing      billing home
  createAccount             ok         home  home    home home   no-access home home home   connect  listings connect      connect home
  amazonAudit               ok         ok    ok      ok   ok     ok        ok   ok   ok     ok       ok       ok           ok      ok
  localAmazonConsent        ok         ok    ok      ok   ok     ok        ok   ok   ok     ok       ok       ok           ok      ok
  dashboard                 login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      billing ok
  account                   login      home  home    home home   no-access home home home   ok       listings ok           ok      home
  apiKeys                   login      ok    home    home home   no-access ok   home home   ok       listings ok           ok      home
  accountUsers              login      home  home    home home   no-access ok   home home   ok       listings ok           ok      home
  alerts                    login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      billing home
  performance               login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      ok      home
  performanceSales          login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      ok      home
  performanceInsights       login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      ok      home
  advertisingPerformance    login      ok    ok      home ok     no-access ok   ok   ok     billing  listings billing      ok      home
  brands                    login      ok    ok      ok   ok     no-access home home home   billing  listings billing      billing home
  brandsOverview            login      ok    ok      ok   ok     no-access home home home   billing  listings billing      billing home
  brandCreate               login      ok    home    home home   no-access home home home   billing  listings billing      billing home
  subBrandCreate            login      home  home    home home   no-access home home home   ok       ok       ok           billing home
  brandUpdate               login      ok    ok      home ok     no-access home home home   billing  listings billing      billing home
  subBrandUpdate            login      home  home    home ok     no-access home home home   ok       ok       ok           ok      home
  brandDetail               login      ok    ok      ok   ok     no-access ok   ok   ok     ok       ok       ok           ok      ok
  brandReportsTab           login      ok    ok      ok   home   no-access ok   ok   ok     billing  listings billing      billing home
  brandAdsPerformance       login      ok    ok      ok   home   no-access ok   ok   ok     billing  listings billing      billing home
  brandReportList           login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      billing home
  brandReportView           login      ok    ok      home ok     no-access ok   ok   ok     billing  listings billing      billing home
  brandReportUpdate         login      ok    ok      home ok     no-access ok   ok   ok     billing  listings billing      billing home
  brandHealth               login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      billing home
  brandInventory            login      ok    ok      ok   ok     no-access ok   ok   ok     billing  listings billing      billing home
  asins                     login      ok    ok      ok   home   no-access ok   ok   ok     ok       ok       billing      ok      ok
  asinUpdate                login      ok    ok      ok   home   no-access ok   ok   ok     ok       ok       billing      ok      ok
  asinView                  login      ok    ok      ok   home   no-access ok   ok   ok     ok       ok       billing      ok      ok
  asinKeywords              login      ok    ok      home home   no-access home home home   billing  listings billing      billing home
  asinPerformance           login      ok    ok      ok   home   no-access ok   ok   ok     ok       ok       billing      ok      ok
  asinInventory             login      ok    ok      ok   home   no-access ok   ok   ok     billing  listings billing      billing home
  asinFees                  login      ok    ok      home home   no-access home home home   billing  listings billing      billing home
  asinProductOffers         login      ok    ok      home home   no-access home home home   billing  listings billing      billing home
  agencyReports             login      ok    ok      home ok     no-access home home home   billing  listings billing      billing home
  commissions               login      ok    ok      home home   no-access home home home   billing  listings billing      billing home
  commissionsDetail         login      ok    ok      home home   no-access home home home   billing  listings billing      billing home
  productsErrors            login      ok    ok      home home   no-access home home home   billing  listings billing      billing home
  users                     login      ok    home    home home   no-access home home home   billing  listings billing      billing home
  customAttributes          login      ok    ok      ok   home   no-access home home home   billing  listings billing      billing home
  brandsCustomAttributes    login      ok    ok      ok   home   no-access home home home   billing  listings billing      billing home
  stripeBrands              login      ok    home    home home   no-access home home home   billing  listings billing      billing home
  listings                  login      ok    ok      home ok     no-access home home home   ok       ok       billing      billing home
  newListing                login      ok    ok      home ok     no-access home home home   ok       ok       billing      billing home
  reflecting                login      ok    ok      home ok     no-access home home home   ok       ok       billing      billing home
  bulkEdit                  login      ok    ok      home ok     no-access home home home   ok       ok       billing      billing home
  upload                    login      ok    ok      home ok     no-access home home home   ok       ok       billing      billing home
  exports                   login      ok    ok      home ok     no-access home home home   ok       ok       billing      billing home
  deprecatedVariationThemes login      ok    ok      home ok     no-access home home home   ok       ok       billing      billing home
  listingsActivity          login      ok    ok      home ok     no-access home home home   ok       ok       ok           billing home
  listingItem               login      ok    ok      home home   no-access home home home   ok       ok       billing      billing home
  listingItemActivity       login      ok    ok      home home   no-access home home home   ok       ok       ok           billing home
  productDetail             login      ok    ok      home ok     no-access ok   ok   ok     billing  listings billing      billing home
  authorizeSpApi            login      ok    ok      ok   home   no-access ok   ok   ok     ok       ok       ok           ok      ok
  authorizeAds              login      ok    ok      ok   home   no-access home home home   billing  listings billing      ok      home
  paymentComplete           login      home  home    home home   no-access ok   ok   ok     ok       ok       ok           ok      ok
  subscriptionPlanChanged   login      home  home    home home   no-access ok   ok   ok     ok       ok       ok           ok      ok
  subscriptionSuccess       login      home  home    home home   no-access ok   ok   ok     ok       ok       ok           ok      ok
  subscriptionCancelled     login      home  home    home home   no-access ok   ok   ok     ok       ok       ok           ok      ok
  noAccess                  login      ok    ok      ok   ok     ok        ok   ok   ok     ok       ok       ok           ok      ok
`;

const [header = [], ...rows] = MATRIX.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const columns = header.slice(1);
const subjectOf = (column: string): AccessSubject | null =>
  column === 'signed-out' ? null : DEMO_SUBJECTS[column as keyof typeof DEMO_SUBJECTS];

const answer = (subject: AccessSubject | null, routeId: (typeof ROUTES)[number]['id']): string => {
  const decision = resolveRoute(subject, routeId);
  if ('allow' in decision) return 'ok';
  return Object.entries(TARGETS).find(([, path]) => path === decision.redirect)?.[0] ?? decision.redirect;
};

describe('the route guard for every demo account', () => {
  it('has a column for each demo account and the signed-out visitor', () => {
    expect(columns).toEqual(['signed-out', ...Object.keys(DEMO_SUBJECTS)]);
  });

  it('has a row for every route of the table, in its order', () => {
    expect(rows.map(([routeId]) => routeId)).toEqual(ROUTES.map((r) => r.id));
  });

  it.each(ROUTES.map((r) => [r.id] as const))('decides %s as pinned for every account', (routeId) => {
    const pinned = rows.find(([id]) => id === routeId)?.slice(1) ?? [];

    expect(Object.fromEntries(columns.map((c) => [c, answer(subjectOf(c), routeId)]))).toEqual(
      Object.fromEntries(columns.map((c, i) => [c, pinned[i]])),
    );
  });
});
