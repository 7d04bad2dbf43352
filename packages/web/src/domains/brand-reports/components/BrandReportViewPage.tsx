import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, EditRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BrandReportData } from '../report-model';
import { brandReportListUrl, brandReportUpdateUrl } from '../urls';
import { ReportDocument } from './report/ReportDocument';

export type BrandReportViewPageProps = {
  report: BrandReportData;
  canEdit: boolean;
  onPrint: () => void;
};

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'flex-end',
    maxWidth: '900px',
    margin: '0 auto 16px',
  },
  grow: { flexGrow: 1 },
});

export function BrandReportViewPage({ report, canEdit, onPrint }: BrandReportViewPageProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { brandCode } = report.brandInfo;
  // The moment the report was opened is the one it says it was generated on, however often it re-renders.
  const [generatedOn] = useState(() => new Date());
  return (
    <>
      <div className={styles.toolbar} data-print-hide>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          onClick={() => navigate(brandReportListUrl(brandCode))}
        >
          Monthly Reports
        </Button>
        <span className={styles.grow} />
        {canEdit && (
          <Button
            icon={<EditRegular />}
            onClick={() => navigate(brandReportUpdateUrl(brandCode, report.month))}
          >
            Edit
          </Button>
        )}
        <Button appearance="primary" icon={<PrintRegular />} onClick={onPrint}>
          Print
        </Button>
      </div>
      <ReportDocument report={report} generatedOn={generatedOn} />
    </>
  );
}
