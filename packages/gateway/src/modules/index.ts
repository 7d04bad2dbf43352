import { activityModule } from './activity/module.ts';
import { advertisingModule } from './advertising/module.ts';
import { alertsModule } from './alerts/module.ts';
import { asinsModule } from './asins/module.ts';
import { authModule } from './auth/module.ts';
import { brandReportsModule } from './brand-reports/module.ts';
import { brandsModule } from './brands/module.ts';
import { dashboardModule } from './dashboard/module.ts';
import { insightsModule } from './insights/module.ts';
import { lookupsModule } from './lookups/module.ts';
import { performanceModule } from './performance/module.ts';
import { platformModule } from './platform/module.ts';
import { sellerDataModule } from './seller-data/module.ts';
import { usersModule } from './users/module.ts';

/**
 * Every gateway module, once. The executable schema's resolvers and the per-operation data
 * sources (their names and types) are collected from this list; a new domain adds one line.
 */
export const GATEWAY_MODULES = [
  platformModule,
  authModule,
  usersModule,
  lookupsModule,
  activityModule,
  advertisingModule,
  brandReportsModule,
  sellerDataModule,
  brandsModule,
  insightsModule,
  performanceModule,
  asinsModule,
  dashboardModule,
  alertsModule,
] as const;
