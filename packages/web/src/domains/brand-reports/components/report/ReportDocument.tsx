import { makeStaticStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { BrandReportData } from '../../report-model';
import { AdvertisingNotesPage } from './AdvertisingNotesPage';
import { AdvertisingPage } from './AdvertisingPage';
import { printFooterCss } from './print-footer';
import { ReportCover } from './ReportCover';
import { SalesPage } from './SalesPage';
import { SuppressionPage } from './SuppressionPage';

// On paper only the report is printed: the app's menu, top bar, footer and the report toolbar go,
// and the page background turns white. Scoped with :has() so other screens print as they are.
const usePrintStyles = makeStaticStyles(`
@media print {
  @page { size: A4; margin: 14mm 12mm 18mm; }
  body:has([data-brand-report]) { background: #fff !important; }
  body:has([data-brand-report]) aside,
  body:has([data-brand-report]) header,
  body:has([data-brand-report]) footer,
  body:has([data-brand-report]) [data-print-hide],
  body:has([data-brand-report]) .fui-Toaster { display: none !important; }
  body:has([data-brand-report]) main { padding: 0 !important; }
  body:has([data-brand-report]) #root * { min-height: 0 !important; }
  body:has([data-brand-report]) #root > * , body:has([data-brand-report]) #root > * > * { background: #fff !important; }
}
`);

/** The printable report of spec 1 §2.5: cover, sales notes and charts, advertising, advertising notes, suppressions. */
export function ReportDocument({ report, generatedOn }: { report: BrandReportData; generatedOn: Date }) {
  usePrintStyles();
  const footer = useMemo(
    () => printFooterCss(report.brandInfo.name, report.month, generatedOn),
    [report.brandInfo.name, report.month, generatedOn],
  );
  return (
    <article data-brand-report aria-label={`${report.brandInfo.name} report ${report.month}`}>
      <style>{footer}</style>
      <ReportCover report={report} generatedOn={generatedOn} />
      <SalesPage report={report} />
      <AdvertisingPage report={report} />
      <AdvertisingNotesPage report={report} />
      <SuppressionPage report={report} />
    </article>
  );
}
