import type { APIRequestContext, Page } from '@playwright/test';
import { gql } from './graphql.ts';
import { apiSession, storeSession } from './session.ts';

// The listing tools work on one seller and marketplace, kept by the top bar in local storage.
const SELECTION_STORAGE_KEY = 'portal.sellerMarketplace';

/** The first seller and marketplace the signed-in brand has authorized. */
export async function firstPair(request: APIRequestContext, token: string) {
  const res = await gql<{ authorizedMarketplaces: { sellingPartnerId: string; marketplaceId: string }[] }>(
    request,
    'query Markets { authorizedMarketplaces { sellingPartnerId marketplaceId } }',
    {},
    token,
  );
  const pair = res.data?.authorizedMarketplaces[0];
  if (!pair) throw new Error(`no authorized marketplace: ${JSON.stringify(res)}`);
  return { sellerId: pair.sellingPartnerId, marketplaceId: pair.marketplaceId };
}

/** Signs the ffp subscriber in with its first seller and marketplace already chosen. */
export async function signInAsFfp(page: Page, request: APIRequestContext) {
  const session = await apiSession(request, 'ffp@demo.test');
  const pair = await firstPair(request, session.accessToken);
  await storeSession(page.context(), session);
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [SELECTION_STORAGE_KEY, JSON.stringify(pair)],
  );
  return { session, pair };
}
