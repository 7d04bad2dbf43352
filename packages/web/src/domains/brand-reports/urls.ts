/** Typed links of the monthly brand report screens (spec 2 "Monthly reports list"). */
const code = (brandCode: string) => encodeURIComponent(brandCode);

export const brandReportListUrl = (brandCode: string) => `/brandreports/${code(brandCode)}`;
export const brandReportViewUrl = (brandCode: string, month: string) =>
  `/brandreports/view/${code(brandCode)}/${month}`;
export const brandReportUpdateUrl = (brandCode: string, month: string) =>
  `/brandreports/update/${code(brandCode)}/${month}`;
