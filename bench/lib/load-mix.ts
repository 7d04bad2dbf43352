// What bench/load.ts and bench/load-multi.ts send: the demo accounts and each role's reads.

// The demo accounts of DESIGN §2 but api (a machine account, not a person at a screen).
export const ACCOUNTS = [
  'admin@demo.test',
  'manager@demo.test',
  'user@demo.test',
  'agency@demo.test',
  'mc@demo.test',
  'mr@demo.test',
  'mr-sub@demo.test',
  'ffp@demo.test',
  'ffp-user@demo.test',
  'ffp-inactive@demo.test',
  'ecom3k@demo.test',
  'aa@demo.test',
];

export interface Query {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
}

export const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken user { role } }
}`;

export async function graphql(url: string, q: Omit<Query, 'name'>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: q.query, variables: q.variables ?? {} }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below
  return (await res.json()) as { data?: any; errors?: Array<{ message: string }> };
}

/** What the shell and the dashboard/activity screens read for a signed-in user. */
export function candidateMix(
  seller: { marketplaceId: string; sellingPartnerId: string } | undefined,
): Query[] {
  const mix: Query[] = [
    {
      name: 'me',
      query: '{ me { userId email name role brandType brandAdmin brandCode subBrandCodes viewedArticles } }',
    },
    {
      name: 'authorizedMarketplaces',
      query: '{ authorizedMarketplaces { marketplaceId sellingPartnerId sellerName marketplaceName } }',
    },
    { name: 'brandIds', query: '{ brandIds { brandCode name } }' },
    { name: 'brandStatuses', query: '{ brandStatuses { id name } brandTypes { id name } }' },
  ];
  if (seller) {
    const variables = { sellerId: seller.sellingPartnerId, marketplaceId: seller.marketplaceId };
    mix.push(
      {
        name: 'activityUnreadCount',
        query:
          'query C($sellerId: String!, $marketplaceId: String!) { activityUnreadCount(sellerId: $sellerId, marketplaceId: $marketplaceId) }',
        variables,
      },
      {
        name: 'activityUnreadEntries',
        query:
          'query E($sellerId: String!, $marketplaceId: String!) { activityUnreadEntries(sellerId: $sellerId, marketplaceId: $marketplaceId, page: 0, pageSize: 15) { count entries { id sku type comment createdAt } } }',
        variables,
      },
    );
  }
  return mix;
}
