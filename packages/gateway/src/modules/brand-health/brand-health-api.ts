import { brandHealthContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { BrandInventoryRow, BrandPerformance } from '../../generated/resolvers-types.ts';
import { toBrandInventoryRow, toBrandPerformance } from './brand-health-mappers.ts';

/** Spec 2 §7 'Brand analytics': brand health and brand inventory. */
export class BrandHealthAPI extends PortalRESTDataSource {
  async performance(brandCode: string): Promise<BrandPerformance[]> {
    return (await this.call(brandHealthContract.performance, { params: { brandCode } })).map(
      toBrandPerformance,
    );
  }

  async inventory(brandCode: string): Promise<BrandInventoryRow[]> {
    return (await this.call(brandHealthContract.inventory, { params: { brandCode } })).map(
      toBrandInventoryRow,
    );
  }
}
