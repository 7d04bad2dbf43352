import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../../test-support/jobs.ts';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';
import { bulkUpdateTimings } from './bulk-update.job.ts';
import { submissionTimings as variationTimings } from './submission-outcome.ts';

const US = 'ATVPDKIKX0DER';
const SLOW =
  'Sorry, Amazon is taking longer than usual to process this variation family update, please try later.';
const REVIEW =
  'Some listings did not pass validation. Please review and update the following SKUs and try again:';

describe.each(databasesUnderTest())('variation families on $name', (database) => {
  let api: TestApi;
  let ffp: LoginAnswer;
  let ecom: LoginAnswer;
  let sellerId: string;

  beforeAll(async () => {
    api = await startTestBackend(database, {
      jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    });
    bulkUpdateTimings.feedPollMs = 200;
    variationTimings.pollMs = 100;
    ffp = await api.login('ffp@demo.test');
    ecom = await api.login('ecom3k@demo.test');
    const markets = await api.call('GET', '/brands/get-authorized-marketplaces', { token: ffp.accessToken });
    sellerId = markets.body.sp_api_authorized_marketplaces.find(
      (m: { marketplace_id: string }) => m.marketplace_id === US,
    ).selling_partner_id;
  }, 600_000);
  afterAll(async () => {
    await api?.stop();
  });

  const listingsOf = (where: { parent?: string; sku?: string } = {}) => {
    let q = api.backend.db
      .selectFrom('listings')
      .select(['sku', 'asin', 'product_type', 'parent_sku', 'parentage_level', 'child_asins', 'brand_code'])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US);
    if (where.parent) q = q.where('parent_sku', '=', where.parent);
    if (where.sku) q = q.where('sku', '=', where.sku);
    return q.orderBy('sku').execute();
  };

  /** The n-th family of the seller (parents by SKU) with its children, and free listings of its type. */
  async function familyNumber(n: number) {
    const all = await listingsOf();
    const parents = all.filter((l) => l.parentage_level === 'PARENT');
    const parent = parents[n];
    if (!parent) throw new Error(`the demo seller has fewer than ${n + 1} families`);
    const children = all.filter((l) => l.parent_sku === parent.sku);
    const free = all.filter(
      (l) => l.parentage_level === null && l.parent_sku === null && l.product_type === parent.product_type,
    );
    return { parent, children, free };
  }

  const update = (token: string, body: Record<string, unknown>) =>
    api.call('POST', '/amazon-listings/update-variation-family', {
      token,
      body: { sellerId, marketplaceId: US, ...body },
    });

  const member = (l: { sku: string; asin: string | null }, updated = false) => ({
    sku: l.sku,
    asin: l.asin,
    updated,
  });

  it('loads the selection’s parents and families, and a parent’s family with the free listings', async () => {
    const { parent, children, free } = await familyNumber(0);
    const child = children[0];
    const loose = free[0];
    if (!child || !loose) throw new Error('no child or free listing');
    const items = await api.call(
      'GET',
      `/catalog/load-items-by-sku?sellerId=${sellerId}&marketplaceId=${US}&skus=${child.sku},${loose.sku}`,
      { token: ffp.accessToken },
    );
    expect(items).toMatchObject({
      status: 200,
      body: {
        productType: parent.product_type,
        parentSkus: [parent.sku],
        variationFamiliesWithSkus: [{ parentSku: parent.sku, skus: [child.sku] }],
      },
    });
    const family = await api.call(
      'GET',
      `/catalog/load-family-by-parent-sku?sellerId=${sellerId}&marketplaceId=${US}&selectedParentSku=${parent.sku}&selectedSkus=${child.sku},${loose.sku}`,
      { token: ffp.accessToken },
    );
    expect(family.status).toBe(200);
    expect(family.body.children.map((c: { sku: string }) => c.sku)).toEqual(children.map((c) => c.sku));
    expect(family.body.nonChildren).toEqual([member(loose)]);
    const found = await api.call(
      'GET',
      `/amazon-listings/search-by-sku?sellerId=${sellerId}&marketplaceId=${US}&search=${parent.sku.slice(-5)}&selectedProductType=${parent.product_type}`,
      { token: ffp.accessToken },
    );
    expect(found.body.foundSkus).toContain(parent.sku);
  });

  it('refuses listings of different product types, an empty change, and another brand’s listings', async () => {
    const all = await listingsOf();
    const one = all[0];
    const other = all.find((l) => l.product_type !== one?.product_type);
    if (!one || !other) throw new Error('the demo seller has one product type only');
    const mixed = await api.call(
      'GET',
      `/catalog/load-items-by-sku?sellerId=${sellerId}&marketplaceId=${US}&skus=${one.sku},${other.sku}`,
      { token: ffp.accessToken },
    );
    expect(mixed).toMatchObject({
      status: 400,
      body: { message: 'Cannot manage variations of listings with different product types.' },
    });

    const { parent, children, free } = await familyNumber(1);
    const loose = free[0];
    if (!loose) throw new Error('no free listing');
    const selectedFamily = {
      parentSku: parent.sku,
      children: children.map((c) => member(c)),
      nonChildren: [member(loose)],
    };
    const nothing = await update(ffp.accessToken, {
      selectedFamily,
      selectedParentSku: parent.sku,
      selectedProductType: parent.product_type,
    });
    expect(nothing).toMatchObject({ status: 400, body: { message: 'No changes detected.' } });

    const otherTypeListing = all.find((l) => l.product_type !== parent.product_type);
    if (!otherTypeListing) throw new Error('one product type only');
    const otherType = await update(ffp.accessToken, {
      selectedFamily: { ...selectedFamily, children: [member(otherTypeListing, true)] },
      selectedParentSku: parent.sku,
      selectedProductType: parent.product_type,
    });
    expect(otherType.status).toBe(400);
    expect(otherType.body.message).toBe('Cannot manage variations of listings with different product types.');

    // Another brand's seller: refused before anything is read.
    const foreignSeller = await update(ecom.accessToken, {
      selectedFamily: { ...selectedFamily, children: [member(loose, true)] },
      selectedParentSku: parent.sku,
      selectedProductType: parent.product_type,
    });
    expect(foreignSeller.status).toBe(403);
    // Another brand's SKU named under this seller is not this brand's listing: 404, nothing queued.
    const foreign = await api.backend.db
      .selectFrom('listings')
      .select(['sku', 'asin'])
      .where('brand_code', '!=', one.brand_code)
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await api.backend.db.selectFrom('bulk_updates').select('id').execute();
    const foreignSku = await update(ffp.accessToken, {
      selectedFamily: { ...selectedFamily, children: [member(foreign, true)] },
      selectedParentSku: parent.sku,
      selectedProductType: parent.product_type,
    });
    expect(foreignSku.status).toBe(404);
    expect(await api.backend.db.selectFrom('bulk_updates').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('frees a child and takes it back through the feed; the rows change once Amazon accepts', async () => {
    const { parent, children } = await familyNumber(2);
    const child = children[0];
    if (!child) throw new Error('no child');
    const freed = await update(ffp.accessToken, {
      selectedFamily: {
        parentSku: parent.sku,
        children: children.slice(1).map((c) => member(c)),
        nonChildren: [member(child, true)],
      },
      selectedParentSku: parent.sku,
      selectedProductType: parent.product_type,
    });
    expect(freed).toMatchObject({
      status: 200,
      body: { status: 'ACCEPTED', skusToReview: [], message: 'The variation family was updated.' },
    });
    const [row] = await listingsOf({ sku: child.sku });
    expect(row).toMatchObject({ parent_sku: null, parentage_level: null });
    const [parentRow] = await listingsOf({ sku: parent.sku });
    expect(parentRow?.child_asins).not.toContain(child.asin);
    const item = await api.backend.db
      .selectFrom('bulk_update_items')
      .select(['patches', 'status'])
      .where('bulk_update_id', '=', freed.body.bulkUpdateId)
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('accepted');
    expect((item.patches as { op: string; path: string }[]).map((p) => `${p.op} ${p.path}`)).toEqual([
      'delete /attributes/parentage_level',
      'delete /attributes/child_parent_sku_relationship',
      'delete /attributes/variation_theme',
    ]);

    const back = await update(ffp.accessToken, {
      selectedFamily: {
        parentSku: parent.sku,
        children: [...children.slice(1).map((c) => member(c)), member(child, true)],
        nonChildren: [],
      },
      selectedParentSku: parent.sku,
      selectedProductType: parent.product_type,
    });
    expect(back.body).toMatchObject({ status: 'ACCEPTED' });
    expect(await listingsOf({ sku: child.sku })).toMatchObject([
      { parent_sku: parent.sku, parentage_level: 'CHILD' },
    ]);
    const [rejoined] = await listingsOf({ sku: parent.sku });
    expect(rejoined?.child_asins).toContain(child.asin);
  }, 60_000);

  it('a SKU Amazon refuses keeps its row and comes back with its issues', async () => {
    const { parent, children, free } = await familyNumber(3);
    const loose = free[0];
    if (!loose) throw new Error('no free listing');
    // A listing the portal has but the marketplace no longer does: the feed refuses that message.
    const ghost = `${loose.sku}-GONE`;
    const source = await api.backend.db
      .selectFrom('listings')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .where('sku', '=', loose.sku)
      .executeTakeFirstOrThrow();
    await api.backend.db
      .insertInto('listings')
      .values({
        ...source,
        sku: ghost,
        asin: null,
        attributes: JSON.stringify(source.attributes),
        issues: JSON.stringify(source.issues),
        summaries: JSON.stringify(source.summaries),
        displayed: source.displayed === null ? null : JSON.stringify(source.displayed),
      } as never)
      .execute();
    const answer = await update(ffp.accessToken, {
      selectedFamily: {
        parentSku: parent.sku,
        children: [
          ...children.map((c) => member(c)),
          { sku: ghost, asin: null, updated: true },
          member(loose, true),
        ],
        nonChildren: [],
      },
      selectedParentSku: parent.sku,
      selectedProductType: parent.product_type,
      skipPreSubmissionValidation: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'INVALID', message: REVIEW });
    expect(answer.body.skusToReview).toEqual([
      { sku: ghost, issues: [expect.objectContaining({ code: '4000004', severity: 'ERROR' })] },
    ]);
    expect(await listingsOf({ sku: ghost })).toMatchObject([{ parent_sku: null }]);
    // The other SKU of the same feed was accepted: it is a child now.
    expect(await listingsOf({ sku: loose.sku })).toMatchObject([{ parent_sku: parent.sku }]);
  }, 60_000);

  it('answers that Amazon is slow when the report is late, and applies the outcome when it comes', async () => {
    const { parent, children } = await familyNumber(4);
    const child = children[0];
    if (!child) throw new Error('no child');
    variationTimings.waitMs = 0;
    try {
      const answer = await update(ffp.accessToken, {
        selectedFamily: { parentSku: parent.sku, children: [], nonChildren: [member(child, true)] },
        selectedParentSku: parent.sku,
        selectedProductType: parent.product_type,
      });
      expect(answer.body).toMatchObject({ status: 'PENDING', message: SLOW });
      const submission = await api.backend.db
        .selectFrom('bulk_updates')
        .select('job_id')
        .where('id', '=', answer.body.bulkUpdateId)
        .executeTakeFirstOrThrow();
      await waitForJob(api, ffp.accessToken, submission.job_id ?? '');
      expect(await listingsOf({ sku: child.sku })).toMatchObject([{ parent_sku: null }]);
    } finally {
      variationTimings.waitMs = 25_000;
    }
  }, 60_000);
});
