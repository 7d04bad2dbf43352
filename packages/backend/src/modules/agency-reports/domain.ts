import { agencyReportsContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { agencyReportJob } from './agency-report.job.ts';
import { agencyReportsHandlers } from './agency-reports.routes.ts';

/** The agency reports domain's manifest (its files are jobs' files: no table of its own). */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'agency-reports',
    contract: agencyReportsContract,
    handlers: agencyReportsHandlers,
    migrations: {},
    jobs: [agencyReportJob],
  }),
];
