import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../../backend.ts';
import { LOCAL_CONNECTORS } from '../../../connectors/connector-config.ts';
import {
  createListingsSimulator,
  type ListingsSimulator,
  UNTHROTTLED_RATES,
} from '../../../connectors/listings/listings-simulator.ts';
import type { Principal } from '../../auth/principal.ts';
import { syncListings } from '../sync/sync-listings.ts';
import * as editor from './editor.service.ts';

const ACCOUNT = { sellerId: 'A1EDITSELLER', marketplaceId: 'ATVPDKIKX0DER' };
const KEY = { ...ACCOUNT, brandCode: 'EDIT001' };

let backend: Backend;
let simulator: ListingsSimulator;
let admin: Principal;

beforeAll(async () => {
  // Amazon's minutes stand still until `settle()`; the submit job's watch sees the change then.
  simulator = createListingsSimulator({
    listingsPerAccount: 30,
    processingDelayMs: 600_000,
    reflectionDelayMs: 600_000,
    rates: UNTHROTTLED_RATES,
  });
  backend = await createBackend({
    pgliteDataDir: 'memory://',
    seed: 'none',
    logger: false,
    ephemeral: true,
    jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    connectors: LOCAL_CONNECTORS,
    connectorOverrides: { listings: simulator },
  });
  await backend.db
    .insertInto('brands')
    .values({ brand_code: KEY.brandCode, name: 'Editor', brand_type: 'ffp', status_id: 1 })
    .execute();
  await backend.db
    .insertInto('authorized_marketplaces')
    .values({
      brand_code: KEY.brandCode,
      seller_id: ACCOUNT.sellerId,
      seller_name: 'Ed',
      marketplace_id: ACCOUNT.marketplaceId,
    })
    .execute();
  const user = await backend.db
    .insertInto('users')
    .values({ email: 'editor-test@demo.test', name: 'Editor', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  admin = {
    userId: user.id,
    email: 'editor-test@demo.test',
    role: 'admin',
    brandType: null,
    brandAdmin: false,
    activeBrandSubscription: false,
    brandCode: null,
    subBrandCodes: [],
    accountFeatures: [],
    sessionId: 'editor-test',
  };
  await syncListings(backend.db, simulator, KEY, 'full');
}, 180_000);
afterAll(async () => {
  simulator?.close();
  await backend?.close();
});

const standalone = async () => {
  const row = await backend.db
    .selectFrom('listings')
    .selectAll()
    .where('seller_id', '=', ACCOUNT.sellerId)
    .where('parentage_level', 'is', null)
    .where('product_type', '=', 'SHIRT')
    .orderBy('sku')
    .executeTakeFirstOrThrow();
  return row;
};

const waitForVersion = (
  sku: string,
  version: number,
  until: (v: { status: string; reflectingState: number | null }) => boolean,
) =>
  expect
    .poll(
      async () => {
        const { rows } = await editor.versions(backend.ctx, admin, ACCOUNT, sku);
        const found = rows.find((r) => r.version === version);
        return found ? until(found) : false;
      },
      { interval: 250, timeout: 60_000 },
    )
    .toBe(true);

describe('listing editor API', () => {
  it('answers the product types and their fields', async () => {
    const types = await editor.productTypes(backend.ctx, admin, ACCOUNT);
    expect(types.productTypesInMarketplace.map((t) => t.name)).toContain('HEADPHONES');
    const fields = await editor.productTypeFields(backend.ctx, admin, ACCOUNT, 'SHIRT');
    const title = fields.listingFieldDefinitions.find((f) => f.name === 'item_name');
    expect(title).toMatchObject({ group: 'product_identity', required: true, meta: { title: 'Item Name' } });
    await expect(editor.productTypeFields(backend.ctx, admin, ACCOUNT, 'WINGSUIT')).rejects.toThrow(
      'Unable to get product type fields for listing with SKU  and product type WINGSUIT',
    );
  });

  it('updates a title and a bullet: accepted, submitted by the job, later reflected', async () => {
    const listing = await standalone();
    const attributes = structuredClone(listing.attributes) as Record<string, Record<string, unknown>[]>;
    (attributes.item_name as Record<string, unknown>[])[0] = {
      ...attributes.item_name?.[0],
      value: 'Edited title',
    };
    (attributes.bullet_point as Record<string, unknown>[])[0] = {
      ...attributes.bullet_point?.[0],
      value: 'Edited bullet',
    };
    const result = await editor.update(backend.ctx, admin, {
      sku: listing.sku,
      sellerId: ACCOUNT.sellerId,
      marketplaceId: ACCOUNT.marketplaceId,
      productType: 'SHIRT',
      attributes,
      passedUpdatedAttributeKeys: ['item_name', 'bullet_point'],
      version: listing.version,
      skipValidation: false,
      skipSpApi: false,
      skipSubmission: false,
    });
    expect(result).toMatchObject({ status: 'ACCEPTED', version: 1, parentSkuChanged: false });
    await waitForVersion(listing.sku, 1, (v) => v.status === 'ACCEPTED' && v.reflectingState === 0);
    // Amazon processes it, then the catalog displays it: the job's watch sees it reflected.
    await simulator.settle();
    expect(simulator.peek(ACCOUNT, listing.sku)?.attributes.item_name?.[0]?.value).toBe('Edited title');
    await waitForVersion(listing.sku, 1, (v) => v.reflectingState === 1);
    const { rows } = await editor.versions(backend.ctx, admin, ACCOUNT, listing.sku);
    expect(rows[0]?.changedKeys).toEqual(['bullet_point', 'item_name']);
    expect(rows[0]?.userEmail).toBe('editor-test@demo.test');
  }, 90_000);

  it('refuses a required field left empty unless forced, and says when nothing changed', async () => {
    const listing = await standalone();
    const { brand: _brand, ...attributes } = listing.attributes as Record<string, Record<string, unknown>[]>;
    const body = {
      sku: listing.sku,
      sellerId: ACCOUNT.sellerId,
      marketplaceId: ACCOUNT.marketplaceId,
      productType: 'SHIRT',
      attributes,
      passedUpdatedAttributeKeys: ['brand'],
      skipValidation: false,
      skipSpApi: false,
      skipSubmission: false,
    };
    const invalid = await editor.update(backend.ctx, admin, body);
    expect(invalid.status).toBe('INVALID');
    expect(invalid.issuesBySku[listing.sku]?.map((i) => i.fieldName)).toEqual(['brand']);
    // Forced: our validator and the preview are skipped; the marketplace still refuses it later.
    const forced = await editor.update(backend.ctx, admin, { ...body, skipValidation: true });
    expect(forced.status).toBe('ACCEPTED');
    await waitForVersion(listing.sku, forced.version ?? 0, (v) => v.status === 'INVALID');
    const same = await editor.update(backend.ctx, admin, {
      ...body,
      attributes: listing.attributes as Record<string, Record<string, unknown>[]>,
      passedUpdatedAttributeKeys: [],
    });
    expect(same).toMatchObject({
      status: 'VALID',
      version: null,
      issuesBySku: {},
      validationSubmissionError: null,
    });
  }, 90_000);

  it('creates a listing, changes its product type and reverts a version', async () => {
    const m = ACCOUNT.marketplaceId;
    const text = (value: string) => [{ value, language_tag: 'en_US', marketplace_id: m }];
    const created = await editor.create(backend.ctx, admin, {
      sku: 'EDIT-NEW-1',
      sellerId: ACCOUNT.sellerId,
      marketplaceId: m,
      productType: 'HAIRBAND',
      attributes: { item_name: text('New hairband'), brand: text('Demo Brand') },
      skipValidation: false,
      skipSpApi: false,
      skipSubmission: false,
    });
    expect(created).toMatchObject({ status: 'ACCEPTED', version: 1 });
    await waitForVersion('EDIT-NEW-1', 1, (v) => v.status === 'ACCEPTED');
    await simulator.settle();
    await syncListings(backend.db, simulator, KEY, 'incremental');

    const listing = await standalone();
    const current = listing.attributes as Record<string, Record<string, unknown>[]>;
    const second = await editor.update(backend.ctx, admin, {
      sku: listing.sku,
      sellerId: ACCOUNT.sellerId,
      marketplaceId: m,
      productType: 'SHIRT',
      attributes: { ...current, item_name: text('Second title') },
      passedUpdatedAttributeKeys: ['item_name'],
      skipValidation: false,
      skipSpApi: false,
      skipSubmission: false,
    });
    expect(second.status).toBe('ACCEPTED');
    await waitForVersion(listing.sku, second.version ?? 0, (v) => v.status === 'ACCEPTED');
    await simulator.settle();
    await waitForVersion(listing.sku, second.version ?? 0, (v) => v.reflectingState === 1);

    // Version 1 (test above) had 'Edited title': reverting submits it again as a new version.
    const reverted = await editor.revert(backend.ctx, admin, {
      sku: listing.sku,
      sellerId: ACCOUNT.sellerId,
      marketplaceId: m,
      version: 1,
    });
    expect(reverted.status).toBe('ACCEPTED');
    const after = await editor.versions(backend.ctx, admin, ACCOUNT, listing.sku);
    expect(after.rows[0]).toMatchObject({ kind: 'revert', revertsVersion: 1, productType: 'SHIRT' });
    expect(after.rows[0]?.diff.map((d) => d.attribute)).toEqual(['item_name']);
    expect(after.rows[0]?.diff[0]?.after).toEqual(text('Edited title'));
    await waitForVersion(listing.sku, reverted.version ?? 0, (v) => v.status === 'ACCEPTED');
    await simulator.settle();
    await waitForVersion(listing.sku, reverted.version ?? 0, (v) => v.reflectingState === 1);

    const changed = await editor.changeProductType(backend.ctx, admin, {
      sku: listing.sku,
      sellerId: ACCOUNT.sellerId,
      marketplaceId: m,
      productType: 'SHIRT',
      newProductType: 'HAIRBAND',
      attributes: (await standalone()).attributes as Record<string, Record<string, unknown>[]>,
    });
    expect(changed.status).toBe('VALID');
    const [requested] = (await editor.versions(backend.ctx, admin, ACCOUNT, listing.sku)).rows;
    expect(requested).toMatchObject({ kind: 'change-product-type', productType: 'HAIRBAND' });
    // What differs is only what HAIRBAND does not define: dropped, never changed.
    expect(requested?.diff.filter((d) => d.after !== null)).toEqual([]);
    await simulator.settle();

    // HEADPHONES needs batteries_required, which a shirt never has: not requested.
    const refused = await editor.changeProductType(backend.ctx, admin, {
      sku: listing.sku,
      sellerId: ACCOUNT.sellerId,
      marketplaceId: m,
      productType: 'SHIRT',
      newProductType: 'HEADPHONES',
      attributes: { item_name: text('A shirt'), brand: text('Demo Brand') },
    });
    expect(refused.status).toBe('INVALID');
    expect(refused.issuesBySku[listing.sku]?.flatMap((i) => i.attributeNames)).toContain(
      'batteries_required',
    );
  }, 170_000);
});
