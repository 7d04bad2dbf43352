import { commissionsContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  BrandCommissionRow,
  CommissionDetail,
  CommissionOverride,
  CommissionRule,
  CommissionSeries,
} from '../../generated/resolvers-types.ts';
import {
  toBrandCommissionRow,
  toCommissionDetail,
  toCommissionOverride,
  toCommissionRule,
  toCommissionSeries,
} from './commissions-mappers.ts';

/** A range and its optional compare range, as the REST calls take them. */
export interface CommissionRange {
  from: string;
  to: string;
  compareFrom?: string | null;
  compareTo?: string | null;
}

const compare = (r: CommissionRange) => ({
  from: r.from,
  to: r.to,
  ...(r.compareFrom ? { compareFrom: r.compareFrom } : {}),
  ...(r.compareTo ? { compareTo: r.compareTo } : {}),
});

/** Spec 3 §7 and spec 2 §7 'Commissions'. */
export class CommissionsAPI extends PortalRESTDataSource {
  async rule(brand: string): Promise<CommissionRule | null> {
    const rule = await this.call(commissionsContract.rule, { params: { brandCode: brand } });
    return rule ? toCommissionRule(rule) : null;
  }

  async detail(brand: string, from: string, to: string): Promise<CommissionDetail> {
    return toCommissionDetail(
      await this.call(commissionsContract.detail, { params: { brandCode: brand }, query: { from, to } }),
    );
  }

  async override(brandCode: string, month: string): Promise<CommissionOverride | null> {
    const override = await this.call(commissionsContract.override, { query: { brandCode, month } });
    return override ? toCommissionOverride(override) : null;
  }

  async waive(brandCode: string, month: string, salesPercentage: number): Promise<CommissionOverride> {
    return toCommissionOverride(
      await this.call(commissionsContract.waive, { body: { brandCode, month, salesPercentage } }),
    );
  }

  async all(range: CommissionRange): Promise<BrandCommissionRow[]> {
    return (await this.call(commissionsContract.all, { query: compare(range) })).map(toBrandCommissionRow);
  }

  async metric(brands: readonly string[], range: CommissionRange): Promise<CommissionSeries[]> {
    const body = { brands: [...brands], ...compare(range) };
    return (await this.call(commissionsContract.metric, { body })).map(toCommissionSeries);
  }
}
