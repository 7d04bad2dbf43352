import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../index.ts';
import { type GraphQLAnswer, postGraphQL } from '../../test-kit/graphql-http.ts';

const login = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const errors = `query Errors { productsErrors(sortField: DATE, sortOrder: DESC) { count rows { date sellerSku asin marketplaceId description errorCode } } }`;
const detail = `query Detail($sku: String!) {
  productDetail(sku: $sku) { sellerSku brandCode subBrandCode ignore averageDailySales masterCarton { caseQuantity x y z unit } subBrands { brandCode name } }
}`;
const ignore = `mutation Ignore($sku: String!) { changeProductIgnoreStatus(sku: $sku, ignore: true) { ignore } }`;
const subBrand = `mutation Sub($sku: String!, $code: String) { changeProductSubBrandCode(sku: $sku, subBrandCode: $code) { subBrandCode } }`;

describe('products errors and product detail through the gateway and the real backend', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  const tokens = new Map<string, string>();

  async function as<T = Record<string, unknown>>(email: string, query: string, variables = {}) {
    if (!tokens.has(email)) {
      const answer = await postGraphQL<{ login: { accessToken: string } }>(url, login, {
        email,
        password: DEMO_PASSWORD,
      });
      if (!answer.data?.login) throw new Error(`sign-in of ${email} failed`);
      tokens.set(email, answer.data.login.accessToken);
    }
    return postGraphQL<T>(url, query, variables, tokens.get(email)) as Promise<GraphQLAnswer<T>>;
  }
  const skuOf = async (brandCode: string) =>
    (
      await backend.db
        .selectFrom('catalog_items')
        .select((eb) => eb.fn.min('seller_sku').as('sku'))
        .where('brand_code', '=', brandCode)
        .where('sub_brand_code', 'is', null)
        .executeTakeFirstOrThrow()
    ).sku as string;

  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    gateway = await createGateway({ upstreamUrl: await backend.listen(0, '127.0.0.1'), development: false });
    url = await gateway.listen(0, '127.0.0.1');
  }, 180_000);
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  it('pages the products errors 10 at a time for a manager', async () => {
    const answer = await as<{ productsErrors: { count: number; rows: { errorCode: string }[] } }>(
      'manager@demo.test',
      errors,
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.productsErrors.rows).toHaveLength(10);
    expect(answer.data?.productsErrors.count).toBeGreaterThan(10);
  });

  it('refuses the products errors to a brand user', async () => {
    const answer = await as('mr@demo.test', errors);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers null for another brand’s SKU and the detail of the brand user’s own', async () => {
    const own = await as<{ productDetail: { brandCode: string } | null }>('mr@demo.test', detail, {
      sku: await skuOf('MR001'),
    });
    const other = await as<{ productDetail: unknown }>('mr@demo.test', detail, { sku: await skuOf('MC001') });

    expect(own.data?.productDetail?.brandCode).toBe('MR001');
    expect(other.errors).toBeUndefined();
    expect(other.data?.productDetail).toBeNull();
  });

  it('saves Ignore and the sub brand, each alone', async () => {
    const sku = await skuOf('MR100');
    const before = await as<{ productDetail: { subBrands: { brandCode: string }[] } }>(
      'admin@demo.test',
      detail,
      {
        sku,
      },
    );
    const sub = before.data?.productDetail.subBrands[0]?.brandCode;

    const ignored = await as<{ changeProductIgnoreStatus: { ignore: boolean } }>('admin@demo.test', ignore, {
      sku,
    });
    const given = await as<{ changeProductSubBrandCode: { subBrandCode: string } }>(
      'admin@demo.test',
      subBrand,
      {
        sku,
        code: sub,
      },
    );
    const refused = await as('admin@demo.test', subBrand, { sku, code: 'MC001' });

    expect(ignored.data?.changeProductIgnoreStatus.ignore).toBe(true);
    expect(given.data?.changeProductSubBrandCode.subBrandCode).toBe(sub);
    expect(refused.errors?.[0]?.message).toBe(
      'The sub brand must be one of the product’s brand’s sub brands',
    );
  });
});
