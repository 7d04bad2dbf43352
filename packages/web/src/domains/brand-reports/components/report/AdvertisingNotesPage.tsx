import { makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import type { BrandReportData } from '../../report-model';
import { ReportPage } from './ReportPage';
import { SafeHtml } from './SafeHtml';

const useStyles = makeStyles({ empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' } });

export function AdvertisingNotesPage({ report }: { report: BrandReportData }) {
  const styles = useStyles();
  return (
    <ReportPage title="Advertising Notes" label="Advertising notes">
      {report.notes.adNote ? (
        <SafeHtml html={report.notes.adNote} testId="ad-note" />
      ) : (
        <p className={styles.empty}>{MESSAGES.noAdvertisingNotes}</p>
      )}
    </ReportPage>
  );
}
