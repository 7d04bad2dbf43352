import { addIsoDays, isoDaysBetween, utcIsoDayOf } from '@portal/schema';
import { LRUCache } from 'lru-cache';
import { hash, type PlannedAccount, type PlannedSku } from './demo-catalog-plan.ts';
import type { DemoMarketplaceOptions } from './demo-marketplace.ts';
import { customerReturnLines, type DrawSkuDays } from './demo-orders.ts';

/** Days of stock history simulated before today (snapshots older than this are not produced). */
export const INVENTORY_HISTORY_DAYS = 90;
/** Days between inbound shipments, and the days of demand kept as safety stock at each arrival. */
const CYCLE_DAYS = 21;
const SAFETY_DAYS = 7;
/** No shipment lands in the last days before a planned stock-out (the supplier was late). */
const LATE_DAYS = 10;
/** Days before its arrival a shipment is created (working), handed to the carrier (shipped), at the dock (receiving). */
const STAGES = { working: [14, 10], shipped: [9, 3], receiving: [2, 1] } as const;

/** One FBA SKU's stock at the end of one day, as the two inventory reports split it. */
export interface SkuStock {
  fulfillable: number;
  unsellable: number;
  customerOrders: number;
  fcTransfers: number;
  fcProcessing: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  researching: number;
}

interface Arrival {
  day: string;
  quantity: number;
}

/** The account's FBA stock by day and SKU, simulated once per account and kept for a few accounts. */
type AccountStock = Map<string, Map<string, SkuStock>>;
const simulated = new WeakMap<DemoMarketplaceOptions, LRUCache<string, AccountStock>>();

/**
 * The stock of each FBA SKU of an account at the end of a day, coherent with the simulator's
 * sales: units sold leave fulfillable stock; shipments arrive every three weeks sized from the
 * coming demand (so stock never goes below zero); before a planned stock-out the last shipment
 * covers only the days up to it, and the next one lands the day after it ends; returned units go to
 * FC processing until the next shipment (sellable) or to unsellable stock, which a removal order
 * clears monthly. Null outside the simulated days or for a SKU Amazon does not fulfil.
 */
export function stockOf(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): Map<string, SkuStock> | null {
  const cache = simulated.get(options) ?? new LRUCache<string, AccountStock>({ max: 4 });
  simulated.set(options, cache);
  const key = `${account.sellerId}:${account.marketplaceId}`;
  let stock = cache.get(key);
  if (!stock) {
    stock = simulateAccount(options, account, draw);
    cache.set(key, stock);
  }
  return stock.get(day) ?? null;
}

function simulateAccount(options: DemoMarketplaceOptions, account: PlannedAccount, draw: DrawSkuDays) {
  const today = utcIsoDayOf(options.now);
  const origin = addIsoDays(today, -INVENTORY_HISTORY_DAYS);
  // Demand is drawn past today too, so the shipments of the last days are sized like the others.
  const horizon = addIsoDays(today, CYCLE_DAYS * 2);
  const units = new Map<string, Map<string, number>>();
  for (let day = origin; day <= horizon; day = addIsoDays(day, 1)) {
    units.set(day, new Map(draw(options, account, day).map((r) => [r.sku.sellerSku, r.units])));
  }
  const returns = new Map<string, Map<string, { sellable: number; unsellable: number }>>();
  for (let day = origin; day <= today; day = addIsoDays(day, 1)) {
    const bySku = new Map<string, { sellable: number; unsellable: number }>();
    for (const line of customerReturnLines(options, account, day, draw)) {
      const entry = bySku.get(line.sku) ?? { sellable: 0, unsellable: 0 };
      if (line['detailed-disposition'] === 'SELLABLE') entry.sellable += Number(line.quantity);
      else entry.unsellable += Number(line.quantity);
      bySku.set(line.sku, entry);
    }
    returns.set(day, bySku);
  }
  const byDay: AccountStock = new Map();
  for (let day = origin; day <= today; day = addIsoDays(day, 1)) byDay.set(day, new Map());
  for (const sku of account.skus.filter((s) => s.fulfillment === 'FBA')) {
    const unitsOn = (day: string) => units.get(day)?.get(sku.sellerSku) ?? 0;
    const skuStock = simulateSku(sku, { origin, today, horizon }, unitsOn, (day) =>
      returns.get(day)?.get(sku.sellerSku),
    );
    for (const [day, stock] of skuStock) byDay.get(day)?.set(sku.sellerSku, stock);
  }
  return byDay;
}

interface Days {
  origin: string;
  today: string;
  horizon: string;
}

function simulateSku(
  sku: PlannedSku,
  days: Days,
  unitsOn: (day: string) => number,
  returnsOn: (day: string) => { sellable: number; unsellable: number } | undefined,
): Map<string, SkuStock> {
  const h = hash(`stock:${sku.sellerSku}:${sku.asin}`);
  const window = sku.stockOut && {
    start: addIsoDays(days.today, -sku.stockOut[0]),
    end: addIsoDays(days.today, -sku.stockOut[1]),
  };
  const arrivalDays = new Set<string>();
  for (let day = days.origin; day <= days.horizon; day = addIsoDays(day, CYCLE_DAYS)) {
    arrivalDays.add(day === days.origin ? day : addIsoDays(day, -(h % 7)));
  }
  if (window) {
    for (const day of [...arrivalDays])
      if (day > addIsoDays(window.start, -LATE_DAYS) && day <= window.end) arrivalDays.delete(day);
    if (window.end >= days.origin) arrivalDays.add(addIsoDays(window.end, 1));
  }
  const schedule = [...arrivalDays].sort();
  const transferShare = (h % 9) / 100;
  let sellable = 0;
  let processing = 0;
  let unsellable = 0;
  const arrivals: Arrival[] = [];
  const ends = new Map<string, Omit<SkuStock, 'inboundWorking' | 'inboundShipped' | 'inboundReceiving'>>();
  for (let day = days.origin; day <= days.today; day = addIsoDays(day, 1)) {
    const at = schedule.indexOf(day);
    if (at >= 0) {
      const next = schedule[at + 1] ?? days.horizon;
      let need = 0;
      for (let d = day; d < next; d = addIsoDays(d, 1)) need += unitsOn(d);
      // Before a stock-out the shipment covers exactly the days up to it: stock reaches zero.
      const outNext = window !== null && window.start > day && window.start <= next;
      const safety = outNext ? 0 : Math.ceil((need / Math.max(1, isoDaysBetween(day, next))) * SAFETY_DAYS);
      const quantity = Math.max(0, need + safety - (sellable + processing));
      arrivals.push({ day, quantity });
      sellable += processing + quantity;
      processing = 0;
    }
    const sold = unitsOn(day);
    sellable -= sold;
    const returned = returnsOn(day);
    processing += returned?.sellable ?? 0;
    unsellable += returned?.unsellable ?? 0;
    if ((isoDaysBetween(days.origin, day) + h) % 30 === 0) unsellable = 0;
    const fcTransfers = Math.floor(sellable * transferShare);
    ends.set(day, {
      fulfillable: sellable - fcTransfers,
      unsellable,
      customerOrders: Math.ceil(sold * 0.3),
      fcTransfers,
      fcProcessing: processing,
      researching: (h + isoDaysBetween(days.origin, day)) % 11 === 0 ? 1 : 0,
    });
  }
  // Future arrivals are inbound too: size them as the simulation would on their day.
  for (const day of schedule.filter((d) => d > days.today)) {
    const next = schedule[schedule.indexOf(day) + 1] ?? days.horizon;
    let need = 0;
    for (let d = day; d < next; d = addIsoDays(d, 1)) need += unitsOn(d);
    arrivals.push({ day, quantity: need });
  }
  const result = new Map<string, SkuStock>();
  for (const [day, end] of ends) {
    const inbound = (stage: readonly [number, number]) =>
      arrivals
        .filter((a) => {
          const before = isoDaysBetween(day, a.day);
          return before <= stage[0] && before >= stage[1];
        })
        .reduce((n, a) => n + a.quantity, 0);
    result.set(day, {
      ...end,
      inboundWorking: inbound(STAGES.working),
      inboundShipped: inbound(STAGES.shipped),
      inboundReceiving: inbound(STAGES.receiving),
    });
  }
  return result;
}
