import type { asinKeywordsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  asinKeywordSearchResults,
  asinKeywordSearchResultsChart,
  deleteAsinKeywords,
  listAsinKeywords,
  saveAsinKeyword,
} from './asin-keywords.service.ts';

/** Spec 2 §7 'ASIN analytics' keyword calls. */
export const asinKeywordsHandlers = (ctx: AppContext): ContractHandlers<typeof asinKeywordsContract> => ({
  list: ({ principal, params, query }) => listAsinKeywords(ctx, principal, params.asin, query),
  save: ({ principal, params, query, body }) => saveAsinKeyword(ctx, principal, params.asin, query, body),
  remove: ({ principal, params, query, body }) =>
    deleteAsinKeywords(ctx, principal, params.asin, query, body),
  searchResults: ({ principal, params, query }) =>
    asinKeywordSearchResults(ctx, principal, params.asin, query),
  searchResultsChart: ({ principal, params, query }) =>
    asinKeywordSearchResultsChart(ctx, principal, params.asin, query),
});
