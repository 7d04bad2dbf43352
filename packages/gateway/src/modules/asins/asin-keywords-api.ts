import { asinKeywordsContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { ChartInterval, KeywordSearchResults } from '../../generated/resolvers-types.ts';
import { rangeOf } from './asin-range.ts';

export interface KeywordSearchArgs {
  asin: string;
  from: string;
  to: string;
  compareFrom?: string | null;
  compareTo?: string | null;
  keywords?: string[] | null;
  interval?: ChartInterval | null;
  marketplaceId?: string | null;
}

const market = (marketplaceId?: string | null) => (marketplaceId ? { marketplace: marketplaceId } : {});

/** The keyword endpoints of an ASIN (spec 2 §7 'ASIN analytics'). */
export class AsinKeywordsAPI extends PortalRESTDataSource {
  list(asin: string, marketplaceId?: string | null) {
    return this.call(asinKeywordsContract.list, { params: { asin }, query: market(marketplaceId) });
  }

  save(asin: string, keyword: string, keywordId?: string | null, marketplaceId?: string | null) {
    return this.call(asinKeywordsContract.save, {
      params: { asin },
      query: market(marketplaceId),
      body: { keyword, keywordId: keywordId ?? null },
    });
  }

  async remove(asin: string, keywordIds: string[], marketplaceId?: string | null): Promise<number> {
    const answer = await this.call(asinKeywordsContract.remove, {
      params: { asin },
      query: market(marketplaceId),
      body: { keywordIds },
    });
    return answer.deleted;
  }

  /** The rank table and the chart, asked together for the Search Result Rank tab. */
  async searchResults(args: KeywordSearchArgs): Promise<KeywordSearchResults> {
    const params = { asin: args.asin };
    const range = { ...rangeOf(args), ...market(args.marketplaceId) };
    // The backend answers hour and day only: a minute asked of keyword ranks is left to the span rule.
    const interval = args.interval === 'hour' || args.interval === 'day' ? { interval: args.interval } : {};
    const [table, chart] = await Promise.all([
      this.call(asinKeywordsContract.searchResults, { params, query: range }),
      this.call(asinKeywordsContract.searchResultsChart, {
        params,
        query: { ...range, ...interval, ...(args.keywords?.length ? { keywords: args.keywords } : {}) },
      }),
    ]);
    return {
      rows: table.rows.map((r) => ({ keyword: r.keyword, avgRank: r.avg_rank, oldAvgRank: r.old_avg_rank })),
      series: chart.rows.map((s) => ({
        keyword: s.keyword,
        type: s.type,
        data: s.data.map((p) => ({ date: p.f1, rank: p.f2 })),
      })),
      interval: chart.interval,
    };
  }
}
