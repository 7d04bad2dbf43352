import { z } from 'zod';
import { MARKETPLACES } from '../constants/marketplaces.ts';
import { MAX_KEYWORDS } from '../constants/ui.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { day, listParam, pageShape } from '../rest/shapes.ts';
import { ASIN_PATTERN } from './asin-fields.ts';

const tag = 'asin-keywords';
const access = { permission: 'asinKeywords.manage' } as const;
const params = z.object({ asin: z.string().regex(ASIN_PATTERN, 'must be an ASIN of 10 letters or digits') });
// One of the marketplace table's ids: a keyword tracked in a marketplace that does not exist
// would be stored and never ranked.
const marketplace = z
  .string()
  .refine((id) => MARKETPLACES.some((m) => m.marketplaceId === id), 'must be a known marketplace id')
  .optional()
  .meta({ description: 'Amazon marketplace id; ATVPDKIKX0DER when absent.' });
const range = z.object({
  from: day,
  to: day,
  compareFrom: day.optional(),
  compareTo: day.optional(),
  marketplace,
});
const keywordRow = z.object({ id: z.uuid(), keyword: z.string() });
const keywordList = pageShape(keywordRow);
const rank = z.number().nullable();

/** The keywords tracked for an ASIN and their search result rank (spec 2 §7 'ASIN analytics'). */
export const asinKeywordsContract = defineContract({
  list: defineRoute({
    method: 'get',
    path: '/asins/{asin}/keywords',
    operationId: 'asinKeywords',
    summary: 'The keywords tracked for the ASIN, alphabetically',
    tag,
    access,
    params,
    query: z.object({ marketplace }),
    responses: { 200: { description: 'Every tracked keyword (at most a few dozen).', schema: keywordList } },
    errors: { 404: 'Asin not found (also for an ASIN of a brand the caller may not see).' },
  }),
  save: defineRoute({
    method: 'put',
    path: '/asins/{asin}/keywords',
    operationId: 'saveAsinKeyword',
    summary: 'Add keywords (comma-separated) or, with keywordId, rename one',
    description: `Entries are trimmed; empty entries and keywords already tracked (in any case) are dropped. At most ${MAX_KEYWORDS} keywords per ASIN. Renaming takes exactly one keyword.`,
    tag,
    access,
    params,
    query: z.object({ marketplace }),
    body: z.object({ keyword: z.string().max(5_000), keywordId: z.uuid().nullable().optional() }),
    responses: { 200: { description: 'The tracked keywords after the change.', schema: keywordList } },
    errors: {
      400: 'No keyword, several keywords for one keywordId, a keyword already tracked, or over the limit.',
      404: 'Asin or keyword not found.',
    },
  }),
  remove: defineRoute({
    method: 'post',
    path: '/asins/{asin}/keywords',
    operationId: 'deleteAsinKeywords',
    summary: 'Delete the chosen keywords (one or a selection), all or nothing',
    tag,
    access,
    params,
    query: z.object({ marketplace }),
    body: z.object({ keywordIds: z.array(z.uuid()).min(1, 'needs at least one keyword id').max(500) }),
    responses: {
      200: { description: 'How many were deleted.', schema: z.object({ deleted: z.number().int() }) },
    },
    errors: { 404: 'Asin not found, or one of the keywords is not the ASIN’s (nothing is deleted).' },
  }),
  searchResults: defineRoute({
    method: 'get',
    path: '/asins/keyword_search_results/{asin}',
    operationId: 'asinKeywordSearchResults',
    summary: 'Each tracked keyword’s average organic rank over the range (and the comparison range)',
    description:
      'avg_rank is the mean of the daily average ranks (a day counts once, days not ranked are left out); null when never ranked.',
    tag,
    access,
    params,
    query: range,
    responses: {
      200: {
        description: 'One row per tracked keyword.',
        schema: pageShape(z.object({ keyword: z.string(), avg_rank: rank, old_avg_rank: rank })),
      },
    },
    errors: { 404: 'Asin not found.' },
  }),
  searchResultsChart: defineRoute({
    method: 'get',
    path: '/asins/keyword_search_results_chart/{asin}',
    operationId: 'asinKeywordSearchResultsChart',
    summary: 'One rank series per chosen keyword (and per comparison) over the range',
    description:
      'interval day reads the daily rollup; hour reads the observations and is only answered for a single day (spec 2 §4: day when the span is over 1 day, otherwise hour).',
    tag,
    access,
    params,
    query: range.extend({
      keywords: listParam(6, 200).optional().meta({ description: 'None: the first six tracked keywords.' }),
      interval: z.enum(['hour', 'day']).optional(),
    }),
    responses: {
      200: {
        description: 'current first, then previous when comparing.',
        schema: z.object({
          interval: z.enum(['hour', 'day']),
          rows: z.array(
            z.object({
              keyword: z.string(),
              type: z.enum(['current', 'previous']),
              data: z.array(z.object({ f1: z.string(), f2: rank })),
            }),
          ),
        }),
      },
    },
    errors: { 400: 'hour over a span of more than one day.', 404: 'Asin not found.' },
  }),
});
