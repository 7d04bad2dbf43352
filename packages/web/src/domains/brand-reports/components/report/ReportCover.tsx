import { makeStyles, tokens } from '@fluentui/react-components';
import { format, parse } from 'date-fns';
import type { BrandReportData } from '../../report-model';
import { generatedOnText } from './print-footer';
import { ReportPage } from './ReportPage';

const useStyles = makeStyles({
  cover: {
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  logo: { width: '120px', height: '120px', objectFit: 'contain' },
  product: { width: '320px', maxWidth: '100%', height: '240px', objectFit: 'contain' },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeHero900,
    lineHeight: tokens.lineHeightHero900,
    fontWeight: tokens.fontWeightBold,
  },
  sub: { margin: 0, fontSize: tokens.fontSizeBase500, color: tokens.colorNeutralForeground3 },
});

const monthLabel = (month: string) => format(parse(month, 'yyyy-MM', new Date()), 'MMMM yyyy');

export function ReportCover({ report, generatedOn }: { report: BrandReportData; generatedOn: Date }) {
  const styles = useStyles();
  const { brandInfo } = report;
  return (
    <ReportPage label="Cover">
      <div className={styles.cover}>
        <img className={styles.logo} src={brandInfo.logo} alt={`${brandInfo.name} logo`} />
        <h1 className={styles.name}>{brandInfo.name}</h1>
        <p className={styles.sub}>
          Monthly report · {monthLabel(report.month)} ({report.month})
        </p>
        <img className={styles.product} src={brandInfo.productImage} alt={`${brandInfo.name} product`} />
        <p className={styles.sub}>Brand code {brandInfo.brandCode}</p>
        <p className={styles.sub}>{generatedOnText(generatedOn)}</p>
      </div>
    </ReportPage>
  );
}
