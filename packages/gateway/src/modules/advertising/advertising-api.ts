import { adChartShape, adGroupPageShape, adSummaryShape, advertisingContract } from '@portal/schema/rest';
import type { z } from 'zod';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  AdAuthorizationResult,
  AdDisplayType,
  AdDownloadResult,
  AdPerformanceFilter,
  AdType,
} from '../../generated/resolvers-types.ts';
import { toRestFilter } from './advertising-mappers.ts';
import type { RestAdRow, RestAdSeries, RestAdSummary } from './advertising-rest.ts';

type Filter = AdPerformanceFilter | null | undefined;

/** The advertising endpoints (spec 1 §7.4, spec 3 §7). */
export class AdvertisingAPI extends PortalRESTDataSource {
  /** One display type of the performance call; its answer is the contract's shape for that type. */
  private async performance<S extends z.ZodType>(
    adType: AdType,
    displayType: 'group' | 'summary' | 'chart',
    filter: Filter,
    shape: S,
  ): Promise<z.output<S>> {
    const answer = await this.call(advertisingContract.performance, {
      params: { adsType: adType },
      query: { ...toRestFilter(filter), displayType },
    });
    return shape.parse(answer);
  }

  /** Rows stay in their REST shape; the AdPerformanceRow resolvers read them. */
  async group(adType: AdType, filter: Filter): Promise<{ count: number; rows: RestAdRow[] }> {
    const page = await this.performance(adType, 'group', filter, adGroupPageShape);
    return { count: page.count, rows: page.rows };
  }

  summary(adType: AdType, filter: Filter): Promise<RestAdSummary[]> {
    return this.performance(adType, 'summary', filter, adSummaryShape);
  }

  chart(adType: AdType, filter: Filter): Promise<RestAdSeries[]> {
    return this.performance(adType, 'chart', filter, adChartShape);
  }

  async download(
    adType: AdType,
    displayType: AdDisplayType,
    filter: Filter,
    marketplaceName: string | null | undefined,
  ): Promise<AdDownloadResult> {
    const rest = toRestFilter(filter);
    const answer = await this.call(advertisingContract.download, {
      body: {
        filters: rest,
        adsType: adType,
        displayType,
        marketplaceName: marketplaceName ?? undefined,
        metric: rest.metric,
        sort: { sortBy: rest.sortBy, sortDirection: rest.sortDirection },
        brandCodes: rest.brandCodes,
      },
    });
    return { status: answer.status, message: answer.message };
  }

  async authorizationLink(brandCode: string): Promise<string> {
    const answer = await this.call(advertisingContract.authorizationLink, { params: { brandCode } });
    return answer.link;
  }

  async authorize(state: string, code: string, scope: string): Promise<AdAuthorizationResult> {
    const answer = await this.call(advertisingContract.authorize, {
      params: { state },
      body: { code, scope },
    });
    return { status: answer.status, message: answer.message, brandCode: answer.brand_code };
  }

  async deauthorize(brandCode: string): Promise<boolean> {
    await this.call(advertisingContract.deauthorize, { params: { brandCode } });
    return true;
  }
}
