import type { APIRequestContext } from '@playwright/test';
import { gql, signIn } from './graphql.ts';

/** The first ASIN of a demo brand, as the admin's ASIN list gives it: the page a walk opens. */
export async function firstAsinOf(request: APIRequestContext, brandCode = 'MC001'): Promise<string> {
  const token = await signIn(request, 'admin@demo.test');
  const answer = await gql<{ asins: { rows: { asin: string }[] } }>(
    request,
    `query A($b: String) { asins(filterField: BRAND_CODE, filterValue: $b, pageSize: 1) { rows { asin } } }`,
    { b: brandCode },
    token,
  );
  const asin = answer.data?.asins.rows[0]?.asin;
  if (!asin) throw new Error(`${brandCode} has no ASIN to open`);
  return asin;
}
