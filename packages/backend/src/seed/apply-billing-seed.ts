import { addMonths, getUnixTime, subDays } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const STANDARD = { product: 'prod_standard', price: 'price_standard_monthly', max: 3, amount: 4900 };
const EXTRA = { price: 'price_extra_marketplace_monthly', amount: 1000 };

/**
 * The demo brands' billing, as if their webhooks had arrived (run after seedDemoBrandFields, whose
 * sub_/cus_ ids it keeps): each brand with a subscription record gets a ledger customer and a
 * Standard monthly subscription, plus extra marketplaces where it has authorized more than the plan
 * allows, and the portal's brand_subscriptions row that events would have written.
 */
export async function seedDemoBilling(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const brands = await db
    .selectFrom('brands')
    .leftJoin('authorized_marketplaces as a', 'a.brand_code', 'brands.brand_code')
    .select((eb) => [
      'brands.brand_code',
      'brands.name',
      'brands.subscription_status',
      eb.fn.count<string>('a.marketplace_id').distinct().as('authorized'),
    ])
    .where('brands.subscription_status', 'is not', null)
    .groupBy(['brands.brand_code', 'brands.name', 'brands.subscription_status'])
    .orderBy('brands.brand_code')
    .execute();
  // Each began some days ago, so the current period is partly used (prorations show real amounts).
  const start = getUnixTime(subDays(now, 10));
  const end = getUnixTime(addMonths(subDays(now, 10), 1));
  for (const brand of brands) {
    const code = brand.brand_code.toLowerCase();
    const status = brand.subscription_status as string;
    const extra = Math.max(0, Number(brand.authorized) - STANDARD.max);
    const customerId = `cus_${code}`;
    const subscriptionId = `sub_${code}`;
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    await db
      .insertInto('billing_ledger_customers')
      .values({
        id: customerId,
        brand_code: brand.brand_code,
        email: `billing+${code}@demo.test`,
        name: brand.name,
        payment_method: JSON.stringify(card),
        created: start,
      })
      .execute();
    await db
      .insertInto('billing_ledger_subscriptions')
      .values({
        id: subscriptionId,
        customer_id: customerId,
        status,
        current_period_start: start,
        current_period_end: end,
        canceled_at: status === 'canceled' ? start : null,
        created: start,
      })
      .execute();
    const items = [
      {
        id: `si_${code}_plan`,
        price: STANDARD.price,
        product: STANDARD.product,
        quantity: 1,
        amount: STANDARD.amount,
      },
      ...(extra > 0
        ? [
            {
              id: `si_${code}_extra`,
              price: EXTRA.price,
              product: 'prod_extra_marketplace',
              quantity: extra,
              amount: EXTRA.amount,
            },
          ]
        : []),
    ];
    await db
      .insertInto('billing_ledger_subscription_items')
      .values(
        items.map((i) => ({
          id: i.id,
          subscription_id: subscriptionId,
          price_id: i.price,
          quantity: i.quantity,
        })),
      )
      .execute();
    const total = items.reduce((sum, i) => sum + i.amount * i.quantity, 0);
    await db
      .insertInto('billing_ledger_invoices')
      .values({
        id: `in_${code}_first`,
        customer_id: customerId,
        subscription_id: subscriptionId,
        period_start: start,
        period_end: end,
        amount_due: total,
        currency: 'usd',
        status: status === 'past_due' ? 'open' : 'paid',
        created: start,
      })
      .execute();
    await db
      .insertInto('billing_ledger_invoice_lines')
      .values(
        items.map((i) => ({
          id: `il_${i.id}`,
          invoice_id: `in_${code}_first`,
          price_id: i.price,
          quantity: i.quantity,
          amount: i.amount * i.quantity,
          description: `${i.quantity} × ${i.price}`,
        })),
      )
      .execute();
    const named = items.map((i) => ({
      id: i.id,
      name: i.price === EXTRA.price ? 'Extra marketplace' : 'Standard',
      quantity: i.quantity,
      unitAmount: i.amount,
      currency: 'usd',
      interval: 'month',
      features: [],
      isExtraMarketplace: i.price === EXTRA.price,
      price: i.price,
      productId: i.product,
    }));
    await db
      .insertInto('brand_subscriptions')
      .values({
        brand_code: brand.brand_code,
        customer_id: customerId,
        subscription_id: subscriptionId,
        status,
        current_plan_product_id: STANDARD.product,
        plan_max_marketplaces: STANDARD.max,
        max_marketplaces: STANDARD.max + extra,
        current_period_end: end,
        items: JSON.stringify(named),
        payment_method: JSON.stringify(card),
        state_version: start,
      })
      .execute();
    await db
      .updateTable('brands')
      .set({ stripe_subscription_items: JSON.stringify(named) })
      .where('brand_code', '=', brand.brand_code)
      .execute();
  }
}
