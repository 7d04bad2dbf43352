import { ASIN_PATTERN, MESSAGES } from '@portal/schema';
import { asinsContract, type RouteAnswerBody } from '@portal/schema/rest';
import { GraphQLError } from 'graphql';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { GridArgs } from '../../datasources/rest-rows.ts';
import type { Asin, AsinField, AsinInput, AsinPage } from '../../generated/resolvers-types.ts';

type RestAsin = RouteAnswerBody<typeof asinsContract.get>;

export const toAsin = (r: RestAsin): Asin => ({
  asin: r.asin,
  parentAsin: r.parent_asin,
  brandCode: r.brand_code,
  brandName: r.brand.name,
  thinkTank: r.brand.think_tank?.name ?? null,
  accountManager: r.account_manager,
  watched: r.watched,
});

const isNotFound = (error: unknown) =>
  error instanceof GraphQLError && error.message === MESSAGES.asinNotFound;

/** The ASIN endpoints (spec 2 §7 'Brands, ASINs, watchlists'). */
export class AsinsAPI extends PortalRESTDataSource {
  async page(args: GridArgs<AsinField>): Promise<AsinPage> {
    const filter = args.filterField && args.filterValue ? args.filterValue : undefined;
    const answer = await this.call(asinsContract.list, {
      query: {
        ...(args.page != null ? { page: args.page } : {}),
        ...(args.pageSize != null ? { pageSize: args.pageSize } : {}),
        ...(args.sortField ? { sortField: args.sortField } : {}),
        ...(args.sortOrder ? { sortOrder: args.sortOrder === 'DESC' ? 'desc' : 'asc' } : {}),
        ...(filter && args.filterField
          ? { filterField: args.filterField, filterOperator: 'equals', filterValue: filter }
          : {}),
      },
    });
    return { count: answer.count, rows: answer.rows.map(toAsin) };
  }

  /** Null when the ASIN does not exist or is not the caller's to see (the backend's 404). */
  async asin(asin: string): Promise<Asin | null> {
    // Something that is no ASIN at all is not found either (the lookup form sends what was typed).
    if (!ASIN_PATTERN.test(asin)) return null;
    try {
      return toAsin(await this.call(asinsContract.get, { params: { asin } }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async update(input: AsinInput): Promise<Asin> {
    const answer = await this.call(asinsContract.update, {
      params: { asin: input.asin },
      body: { asin: input.asin, parent: input.parent ?? null, brand_code: input.brandCode },
    });
    return toAsin(answer);
  }

  async watch(asin: string, watched: boolean): Promise<boolean> {
    const route = watched ? asinsContract.watch : asinsContract.unwatch;
    return (await this.call(route, { params: { asin } })).watched;
  }
}
