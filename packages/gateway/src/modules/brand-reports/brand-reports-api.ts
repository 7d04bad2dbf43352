import { brandReportsContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  BrandReport,
  BrandReportListRow,
  BrandReportUpdateInput,
} from '../../generated/resolvers-types.ts';
import { toBrandReport, toBrandReportListRow } from './brand-reports-mappers.ts';

/** The monthly brand report endpoints (spec 1 §7.5, spec 2 §7). */
export class BrandReportsAPI extends PortalRESTDataSource {
  async list(brandCode: string): Promise<BrandReportListRow[]> {
    const answer = await this.call(brandReportsContract.list, { params: { brandCode } });
    return answer.rows.map(toBrandReportListRow);
  }

  async report(brandCode: string, month: string): Promise<BrandReport> {
    return toBrandReport(
      month,
      await this.call(brandReportsContract.report, { params: { brandCode, month } }),
    );
  }

  async update(input: BrandReportUpdateInput): Promise<BrandReport> {
    const answer = await this.call(brandReportsContract.update, {
      params: { brandCode: input.brandCode, month: input.month },
      body: {
        brand_code: input.brandCode,
        month: input.month,
        sales_note: input.salesNote ?? null,
        ad_note: input.adNote ?? null,
        removed_suppression_ids: input.removedSuppressionIds,
      },
    });
    return toBrandReport(input.month, answer);
  }
}
