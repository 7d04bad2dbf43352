import { brandReportsContract } from '@portal/schema/rest';
import * as m0004 from '../../db/migrations/0004_brand_reports.ts';
import * as m0029 from '../../db/migrations/0029_brand_images_in_file_store.ts';
import * as m0160 from '../../db/migrations/0160_brand_image_bytes_out_of_rows.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { brandReportsHandlers } from './brand-reports.routes.ts';

/** The brand-reports domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'brand-reports',
    contract: brandReportsContract,
    handlers: brandReportsHandlers,
    migrations: {
      '0004_brand_reports': m0004,
      '0029_brand_images_in_file_store': m0029,
      '0160_brand_image_bytes_out_of_rows': m0160,
    },
  }),
];
