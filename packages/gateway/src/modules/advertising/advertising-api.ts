import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  AdAuthorizationResult,
  AdDisplayType,
  AdDownloadResult,
  AdPerformanceFilter,
  AdType,
} from '../../generated/resolvers-types.ts';
import { toRestFilter } from './advertising-mappers.ts';
import type { RestAdPage, RestAdRow, RestAdSeries, RestAdSummary } from './advertising-rest.ts';

type Filter = AdPerformanceFilter | null | undefined;

/** The advertising endpoints (spec 1 §7.4, spec 3 §7). */
export class AdvertisingAPI extends PortalRESTDataSource {
  private performance<T>(adType: AdType, displayType: string, filter: Filter): Promise<T> {
    const params = new URLSearchParams({ displayType, ...toRestFilter(filter) });
    return this.get<T>(`advertising/performance/${adType}`, { params });
  }

  /** Rows stay in their REST shape; the AdPerformanceRow resolvers read them. */
  async group(adType: AdType, filter: Filter): Promise<{ count: number; rows: RestAdRow[] }> {
    const page = await this.performance<RestAdPage>(adType, 'group', filter);
    return { count: Number(page.count), rows: page.rows };
  }

  summary(adType: AdType, filter: Filter): Promise<RestAdSummary[]> {
    return this.performance<RestAdSummary[]>(adType, 'summary', filter);
  }

  chart(adType: AdType, filter: Filter): Promise<RestAdSeries[]> {
    return this.performance<RestAdSeries[]>(adType, 'chart', filter);
  }

  async download(
    adType: AdType,
    displayType: AdDisplayType,
    filter: Filter,
    marketplaceName: string | null | undefined,
  ): Promise<AdDownloadResult> {
    const rest = toRestFilter(filter);
    const answer = await this.post<{ status: boolean; message: string }>('advertising/performance-download', {
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
    return { status: answer.status === true, message: String(answer.message ?? '') };
  }

  async authorizationLink(brandCode: string): Promise<string> {
    const answer = await this.get<{ link: string }>(
      `advertising/authorization-link/${encodeURIComponent(brandCode)}`,
    );
    return answer.link;
  }

  async authorize(state: string, code: string, scope: string): Promise<AdAuthorizationResult> {
    const answer = await this.post<{ status: boolean; message: string; brand_code: string }>(
      `advertising/authorize/${encodeURIComponent(state)}`,
      { body: { code, scope } },
    );
    return { status: answer.status === true, message: answer.message, brandCode: answer.brand_code };
  }

  async deauthorize(brandCode: string): Promise<boolean> {
    await this.post(`advertising/deauthorize/${encodeURIComponent(brandCode)}`);
    return true;
  }
}
