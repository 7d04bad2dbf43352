import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the monthly brand report screens (spec 2 "Monthly reports list"). */
export const brandReportListUrl = (brandCode: string) => routeUrl('brandReportList', { id: brandCode });
export const brandReportViewUrl = (brandCode: string, month: string) =>
  routeUrl('brandReportView', { id: brandCode, month });
export const brandReportUpdateUrl = (brandCode: string, month: string) =>
  routeUrl('brandReportUpdate', { id: brandCode, month });
