import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { AgencyReportsAPI } from './agency-reports-api.ts';

// The files are jobs' files: `job(id)` (the jobs module) reads each one's link when it is done.
const agencyReportsResolvers: Resolvers = {
  AgencyReportType: GRAPHQL_ENUM_VALUES.AgencyReportType,
  Mutation: {
    startAgencyReport: (_root, { reportType, from, to }, { dataSources }) =>
      dataSources.agencyReports.start(reportType, from, to),
    downloadAgencyReports: (_root, { reportTypes, from, to }, { dataSources }) =>
      dataSources.agencyReports.downloadAll(reportTypes, from, to),
  },
};

export const agencyReportsModule = defineGatewayModule({
  name: 'agency-reports',
  resolvers: agencyReportsResolvers,
  dataSources: { agencyReports: (config) => new AgencyReportsAPI(config) },
});
