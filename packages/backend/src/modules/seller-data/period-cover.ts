import { addIsoDays, type IsoDay, type IsoDayRange, isoDaysBetween } from '@portal/schema';

/**
 * A period cut into the pieces the SKU facts keep sums of (docs/decisions/0625): calendar months
 * (`sku_sales_traffic_monthly`), ISO weeks (`sku_sales_traffic_weekly`) and single days
 * (`sku_sales_traffic_daily`). Each list holds ranges of the pieces' first days (a month's 1st, a
 * week's Monday, the day itself); together the pieces cover every day of the period exactly once,
 * and only pieces lying wholly inside it are used, so the sums equal the days'.
 */
export interface PeriodCover {
  months: IsoDayRange[];
  weeks: IsoDayRange[];
  days: IsoDayRange[];
}

type Kind = 'months' | 'weeks' | 'days';
const KINDS: Kind[] = ['months', 'weeks', 'days'];

const weekdayOf = (day: IsoDay) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The days of the month a 1st starts. */
const monthLength = (first: IsoDay) => {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

interface Step {
  /** Rows read per SKU: one per piece. */
  pieces: number;
  /** Range scans: consecutive pieces of one kind are one range. */
  ranges: number;
  from: number;
  kind: Kind;
}

const better = (a: Step, b: Step | undefined) =>
  !b || a.pieces < b.pieces || (a.pieces === b.pieces && a.ranges < b.ranges);

/**
 * The cover with the fewest pieces (rows per SKU), then the fewest ranges. Greedy is not enough: a
 * week crossing a month's 1st can cost that whole month, so the choice is made over the whole period
 * (a shortest path over its days, each day's best cover ending in each kind; a few hundred days).
 * `months: false` gives the week-and-day cover of ADR 0272.
 */
export function coverPeriod(period: IsoDayRange, opts: { months?: boolean } = {}): PeriodCover {
  const useMonths = opts.months ?? true;
  const n = isoDaysBetween(period.from, period.to) + 1;
  // best[i][kind]: the cheapest cover of the first i days whose last piece is of that kind.
  const best: Array<Partial<Record<Kind, Step>>> = Array.from({ length: n + 1 }, () => ({}));
  const start: Step = { pieces: 0, ranges: 0, from: -1, kind: 'days' };
  for (let i = 0; i < n; i++) {
    const here = i === 0 ? [null] : KINDS.filter((k) => best[i]?.[k]);
    const day = addIsoDays(period.from, i);
    const lengths: Array<[Kind, number]> = [['days', 1]];
    if (weekdayOf(day) === 1) lengths.push(['weeks', 7]);
    if (useMonths && day.endsWith('-01')) lengths.push(['months', monthLength(day)]);
    for (const last of here) {
      const before = last === null ? start : (best[i]?.[last] as Step);
      for (const [kind, length] of lengths) {
        if (i + length > n) continue;
        const step: Step = {
          pieces: before.pieces + 1,
          ranges: before.ranges + (last === kind ? 0 : 1),
          from: i,
          kind: last ?? kind,
        };
        const slot = best[i + length] as Partial<Record<Kind, Step>>;
        // `kind` here records the previous piece's kind, to walk the path back.
        if (better(step, slot[kind])) slot[kind] = step;
      }
    }
  }
  const end = best[n] as Partial<Record<Kind, Step>>;
  let kind = KINDS.reduce<Kind | null>(
    (b, k) => (end[k] && better(end[k], b ? end[b] : undefined) ? k : b),
    null,
  );
  const cover: PeriodCover = { months: [], weeks: [], days: [] };
  let i = n;
  while (i > 0 && kind) {
    const step = best[i]?.[kind] as Step;
    const first = addIsoDays(period.from, step.from);
    const ranges = cover[kind];
    const previous = ranges[0];
    // Walking back: a piece right before the range held first extends it.
    const unit = kind === 'days' ? 1 : kind === 'weeks' ? 7 : 0;
    const joins =
      previous &&
      (kind === 'months'
        ? addIsoDays(first, monthLength(first)) === previous.from
        : addIsoDays(first, unit) === previous.from);
    if (joins) previous.from = first;
    else ranges.unshift({ from: first, to: first });
    i = step.from;
    kind = step.kind;
  }
  return cover;
}

/**
 * The days whose SKU month-to-date rows (`sku_sales_traffic_month_to_date`, docs/decisions/0627) sum
 * to a period: `ends`, each month's last day inside the period (its row holds the month's sums up to
 * there), and `before`, the day before the period when it starts after a month's 1st (its row, in
 * the first month, is subtracted). A period of k calendar months reads k + 1 rows per SKU at most.
 */
export function monthToDateDays(period: IsoDayRange): { ends: IsoDay[]; before: IsoDay | null } {
  const ends: IsoDay[] = [];
  let first = `${period.from.slice(0, 8)}01`;
  while (first <= period.to) {
    const last = addIsoDays(first, monthLength(first) - 1);
    ends.push(last < period.to ? last : period.to);
    first = addIsoDays(last, 1);
  }
  return { ends, before: period.from.endsWith('-01') ? null : addIsoDays(period.from, -1) };
}
