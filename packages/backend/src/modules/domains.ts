import {
  activityContract,
  advertisingContract,
  alertsContract,
  asinPerformanceContract,
  asinsContract,
  authContract,
  brandNotesContract,
  brandReportsContract,
  brandsContract,
  customAttributesContract,
  dashboardContract,
  insightsContract,
  lookupsContract,
  performanceContract,
  platformContract,
  type RestContract,
  type RestRoute,
  salesContract,
  sellerDataContract,
  usersContract,
} from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0001 from '../db/migrations/0001_platform.ts';
import * as m0002 from '../db/migrations/0002_reference_data.ts';
import * as m0003 from '../db/migrations/0003_advertising.ts';
import * as m0004 from '../db/migrations/0004_brand_reports.ts';
import * as m0005 from '../db/migrations/0005_marketplace_timezones.ts';
import * as m0006 from '../db/migrations/0006_seller_data.ts';
import * as m0007 from '../db/migrations/0007_brands.ts';
import * as m0008 from '../db/migrations/0008_seller_orders.ts';
import * as m0009 from '../db/migrations/0009_asins.ts';
import * as m0010 from '../db/migrations/0010_page_view_events.ts';
import * as m0011 from '../db/migrations/0011_inventory.ts';
import * as m0012 from '../db/migrations/0012_alerts.ts';
import { activityHandlers } from './activity/activity.routes.ts';
import { advertisingHandlers } from './advertising/advertising.routes.ts';
import { alertsHandlers } from './alerts/alerts.routes.ts';
import { asinPerformanceHandlers } from './asins/asin-performance.routes.ts';
import { asinsHandlers } from './asins/asins.routes.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { brandReportsHandlers } from './brand-reports/brand-reports.routes.ts';
import { brandNotesHandlers, brandsHandlers, customAttributesHandlers } from './brands/brands.routes.ts';
import { dashboardHandlers } from './dashboard/dashboard.routes.ts';
import { insightsHandlers } from './insights/insights.routes.ts';
import { lookupsHandlers } from './lookups/lookups.routes.ts';
import { type AnyDomainManifest, defineDomain } from './manifest.ts';
import { performanceHandlers } from './performance/performance.routes.ts';
import { salesHandlers } from './performance/sales.routes.ts';
import { mountDocsAssets, platformHandlers } from './platform/platform.routes.ts';
import { sellerDataHandlers } from './seller-data/seller-data.routes.ts';
import { usersHandlers } from './users/users.routes.ts';

/**
 * Every backend domain, once. The app's routes, the OpenAPI document and the migration list are
 * all collected from here; a new domain adds one manifest and one line below.
 */
export const DOMAINS: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'platform',
    contract: platformContract,
    handlers: platformHandlers,
    mount: mountDocsAssets,
    // The platform tables (users, brands, sessions, marketplaces) and the reference lists.
    migrations: {
      '0001_platform': m0001,
      '0002_reference_data': m0002 as unknown as Migration,
      '0005_marketplace_timezones': m0005 as unknown as Migration,
    },
  }),
  defineDomain({ name: 'auth', contract: authContract, handlers: authHandlers }),
  defineDomain({ name: 'users', contract: usersContract, handlers: usersHandlers }),
  defineDomain({ name: 'lookups', contract: lookupsContract, handlers: lookupsHandlers }),
  defineDomain({ name: 'activity', contract: activityContract, handlers: activityHandlers }),
  defineDomain({
    name: 'advertising',
    contract: advertisingContract,
    handlers: advertisingHandlers,
    migrations: { '0003_advertising': m0003 },
  }),
  defineDomain({
    name: 'seller-data',
    contract: sellerDataContract,
    handlers: sellerDataHandlers,
    // Before brand reports in the list; ids keep the order the migrations run in.
    migrations: {
      '0006_seller_data': m0006 as unknown as Migration,
      '0008_seller_orders': m0008 as unknown as Migration,
      '0011_inventory': m0011 as unknown as Migration,
    },
  }),
  defineDomain({ name: 'insights', contract: insightsContract, handlers: insightsHandlers }),
  // After seller data: the alerts are raised from its facts.
  defineDomain({
    name: 'alerts',
    contract: alertsContract,
    handlers: alertsHandlers,
    migrations: { '0012_alerts': m0012 as unknown as Migration },
  }),
  defineDomain({
    name: 'brand-reports',
    contract: brandReportsContract,
    handlers: brandReportsHandlers,
    migrations: { '0004_brand_reports': m0004 },
  }),
  // Before brands and ASINs: its fixed /brands/watchlist/get, /asins/gainers/… paths come first.
  defineDomain({ name: 'dashboard', contract: dashboardContract, handlers: dashboardHandlers }),
  defineDomain({
    name: 'asins',
    contract: asinsContract,
    handlers: asinsHandlers,
    migrations: { '0009_asins': m0009 as unknown as Migration },
  }),
  defineDomain({
    name: 'asin-performance',
    contract: asinPerformanceContract,
    handlers: asinPerformanceHandlers,
  }),
  // After lookups: its fixed /brands/… paths (ids, types, statuses) come before /brands/{brandCode}.
  defineDomain({
    name: 'brands',
    contract: brandsContract,
    handlers: brandsHandlers,
    migrations: { '0007_brands': m0007 },
  }),
  defineDomain({
    name: 'performance',
    contract: performanceContract,
    handlers: performanceHandlers,
    migrations: { '0010_page_view_events': m0010 as unknown as Migration },
  }),
  defineDomain({ name: 'sales-performance', contract: salesContract, handlers: salesHandlers }),
  defineDomain({ name: 'brand-notes', contract: brandNotesContract, handlers: brandNotesHandlers }),
  defineDomain({
    name: 'custom-attributes',
    contract: customAttributesContract,
    handlers: customAttributesHandlers,
  }),
];

/** Every contract route of the service, in domain order. */
export const CONTRACT_ROUTES: readonly RestRoute[] = DOMAINS.flatMap((domain) =>
  Object.values(domain.contract as RestContract),
);
