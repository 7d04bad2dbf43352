import {
  DEFAULT_MARKETPLACE_ID,
  isoDaysBetween,
  keywordTooLong,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORDS,
} from '@portal/schema';
import type { asinKeywordsContract, RouteBody, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import {
  averageRanks,
  dailyRanks,
  deleteKeywords,
  hourlyRanks,
  insertKeywords,
  type KeywordScope,
  listKeywords,
  renameKeyword,
} from './asin-keywords.repository.ts';
import { scopedAsin } from './asins.service.ts';

type Contract = typeof asinKeywordsContract;
const KEYWORD_NOT_FOUND = 'Keyword not found';
/** Chart series the screen can colour (spec 2 §9: the keyword chart supports 6 colours). */
export const MAX_CHART_KEYWORDS = 6;

/** The comma-separated entry of the Add Keyword dialog: trimmed, blanks and repeats dropped. */
export function splitKeywords(entry: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of entry.split(/[,\n]/)) {
    const keyword = part.trim().replace(/\s+/g, ' ');
    if (keyword === '' || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    keywords.push(keyword);
  }
  return keywords;
}

/** The ASIN as the caller may see it (404 for another brand's), in the asked marketplace. */
async function scopeOf(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  marketplace?: string,
): Promise<KeywordScope> {
  await scopedAsin(ctx, principal, asin);
  return { asin, marketplaceId: marketplace ?? DEFAULT_MARKETPLACE_ID };
}

const page = (rows: { id: string; keyword: string }[]) => ({ count: rows.length, rows });

export async function listAsinKeywords(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<Contract['list']>,
) {
  return page(await listKeywords(ctx.db, await scopeOf(ctx, principal, asin, q.marketplace)));
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export async function saveAsinKeyword(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<Contract['save']>,
  body: RouteBody<Contract['save']>,
) {
  const scope = await scopeOf(ctx, principal, asin, q.marketplace);
  const entered = splitKeywords(body.keyword);
  if (entered.length === 0) throw badRequest('Enter at least one keyword');
  const tooLong = entered.find((k) => k.length > MAX_KEYWORD_LENGTH);
  if (tooLong) throw badRequest(keywordTooLong(tooLong));
  const existing = await listKeywords(ctx.db, scope);
  try {
    if (body.keywordId) {
      if (entered.length > 1) throw badRequest('A keyword is edited one at a time');
      const [keyword = ''] = entered;
      if (!(await renameKeyword(ctx.db, scope, body.keywordId, keyword))) throw notFound(KEYWORD_NOT_FOUND);
    } else {
      const tracked = new Set(existing.map((k) => k.keyword.toLowerCase()));
      const added = entered.filter((k) => !tracked.has(k.toLowerCase()));
      if (existing.length + added.length > MAX_KEYWORDS)
        throw badRequest(
          `An ASIN tracks at most ${MAX_KEYWORDS} keywords (${existing.length} now, ${added.length} new)`,
        );
      await insertKeywords(ctx.db, scope, added);
    }
  } catch (error) {
    // The same keyword in another case, or entered at the same moment by someone else.
    if (isUniqueViolation(error)) throw badRequest('This keyword is already tracked for the ASIN');
    throw error;
  }
  return page(await listKeywords(ctx.db, scope));
}

export async function deleteAsinKeywords(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<Contract['remove']>,
  body: RouteBody<Contract['remove']>,
) {
  const scope = await scopeOf(ctx, principal, asin, q.marketplace);
  const deleted = await deleteKeywords(ctx.db, scope, body.keywordIds);
  if (deleted === null) throw notFound(KEYWORD_NOT_FOUND);
  return { deleted };
}

type Range = { from: string; to: string; compareFrom?: string; compareTo?: string };

function checkRange(q: Range) {
  if (q.from > q.to) throw badRequest('from must not be after to');
  if ((q.compareFrom === undefined) !== (q.compareTo === undefined))
    throw badRequest('compareFrom and compareTo go together');
  if (q.compareFrom && q.compareTo && q.compareFrom > q.compareTo)
    throw badRequest('compareFrom must not be after compareTo');
}

const round = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100) / 100;

export async function asinKeywordSearchResults(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<Contract['searchResults']>,
) {
  checkRange(q);
  const scope = await scopeOf(ctx, principal, asin, q.marketplace);
  const [keywords, current, previous] = await Promise.all([
    listKeywords(ctx.db, scope),
    averageRanks(ctx.db, scope, q.from, q.to),
    q.compareFrom && q.compareTo ? averageRanks(ctx.db, scope, q.compareFrom, q.compareTo) : null,
  ]);
  const rows = keywords.map(({ keyword }) => ({
    keyword,
    avg_rank: round(current.get(keyword.toLowerCase())),
    old_avg_rank: previous ? round(previous.get(keyword.toLowerCase())) : null,
  }));
  return { count: rows.length, rows };
}

/**
 * Spec 2 §4: the keyword chart uses day if the span is over 1 day, otherwise hour. A range of days
 * spans from the first day's start to the last day's end: one day is charted by the hour.
 */
export const keywordChartInterval = (from: string, to: string): 'hour' | 'day' =>
  isoDaysBetween(from, to) > 0 ? 'day' : 'hour';

export async function asinKeywordSearchResultsChart(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<Contract['searchResultsChart']>,
) {
  checkRange(q);
  const interval = q.interval ?? keywordChartInterval(q.from, q.to);
  if (interval === 'hour' && keywordChartInterval(q.from, q.to) === 'day')
    throw badRequest('interval hour is only answered for a span of one day');
  const scope = await scopeOf(ctx, principal, asin, q.marketplace);
  const tracked = await listKeywords(ctx.db, scope);
  const byKey = new Map(tracked.map((k) => [k.keyword.toLowerCase(), k.keyword]));
  const chosen = (q.keywords?.length ? q.keywords : tracked.map((k) => k.keyword))
    .map((k) => k.toLowerCase())
    .filter((k) => byKey.has(k))
    .slice(0, MAX_CHART_KEYWORDS);
  const read = interval === 'hour' ? hourlyRanks : dailyRanks;
  const series = async (from: string, to: string, type: 'current' | 'previous') => {
    const points = await read(ctx.db, scope, chosen, from, to);
    return chosen.map((key) => ({
      keyword: byKey.get(key) ?? key,
      type,
      data: points.filter((p) => p.keyword_key === key).map((p) => ({ f1: p.at, f2: round(p.rank) })),
    }));
  };
  const rows = await series(q.from, q.to, 'current');
  if (q.compareFrom && q.compareTo) rows.push(...(await series(q.compareFrom, q.compareTo, 'previous')));
  return { interval, rows };
}
