import {
  AGENCY_REPORT_TYPE_INFO,
  AGENCY_REPORT_TYPES,
  type AgencyReportType,
  GRAPHQL_ENUM_VALUES,
  type Permission,
} from '@portal/schema';
import type { AgencyReportType as GraphQLReportType } from '../../gql/graphql';

/** A report type as the page offers it: the address and REST id, the GraphQL value, its words. */
export interface ReportTypeOption {
  id: AgencyReportType;
  graphqlType: GraphQLReportType;
  label: string;
  description: string;
}

const GRAPHQL_BY_ID = new Map(
  Object.entries(GRAPHQL_ENUM_VALUES.AgencyReportType).map(([name, id]) => [id, name as GraphQLReportType]),
);

/** Every type the user may download, in the schema's order (a type's own permission applied). */
export function reportTypeOptions(may: (permission: Permission) => boolean): ReportTypeOption[] {
  return AGENCY_REPORT_TYPES.filter((id) => {
    const needs = AGENCY_REPORT_TYPE_INFO[id].permission;
    return needs === undefined || may(needs);
  }).map((id) => ({
    id,
    graphqlType: GRAPHQL_BY_ID.get(id) as GraphQLReportType,
    label: AGENCY_REPORT_TYPE_INFO[id].label,
    description: AGENCY_REPORT_TYPE_INFO[id].description,
  }));
}
