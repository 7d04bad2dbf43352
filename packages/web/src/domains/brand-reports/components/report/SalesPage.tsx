import { makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES, marketplaceByCountryCode, reportWindow } from '@portal/schema';
import { Bar } from 'react-chartjs-2';
import {
  type BrandReportData,
  currencyOfCountry,
  formatMoneyTick,
  salesByMarketplace,
} from '../../report-model';
import { CHART_COLORS, CHART_HEIGHT, CHART_WIDTH, reportChartBase } from './charts';
import { ReportPage, useKeepTogether, useReportOnPhone } from './ReportPage';
import { SafeHtml } from './SafeHtml';

const useStyles = makeStyles({
  chart: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '& canvas': { maxWidth: '100%', height: 'auto !important' },
  },
  chartTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

export function SalesPage({ report }: { report: BrandReportData }) {
  const styles = useStyles();
  const keep = useKeepTogether();
  const phone = useReportOnPhone();
  const months = reportWindow(report.month);
  const groups = [...salesByMarketplace(report.salesByMonth)];
  return (
    <ReportPage title="Sales" label="Sales notes">
      {report.notes.salesNote ? (
        <SafeHtml html={report.notes.salesNote} testId="sales-note" />
      ) : (
        <p className={styles.empty}>{MESSAGES.noSalesNotes}</p>
      )}
      {groups.length === 0 && <p className={styles.empty}>{MESSAGES.noData}</p>}
      {groups.map(([countryCode, rows]) => {
        const byMonth = new Map(rows.map((r) => [r.reportMonth, r]));
        const name = marketplaceByCountryCode(countryCode)?.name ?? countryCode;
        return (
          <figure
            key={countryCode}
            className={`${styles.chart} ${keep.block} ${phone.chart}`}
            style={{ margin: 0 }}
          >
            <figcaption className={styles.chartTitle}>Sales in {name}</figcaption>
            <Bar
              width={CHART_WIDTH}
              height={CHART_HEIGHT}
              aria-label={`Sales in ${name} over ${months.length} months`}
              data={{
                labels: months,
                datasets: [
                  {
                    label: 'PPC sales',
                    data: months.map((m) => byMonth.get(m)?.salesPpc ?? 0),
                    backgroundColor: CHART_COLORS.ppc,
                  },
                  {
                    label: 'Organic sales',
                    data: months.map((m) => byMonth.get(m)?.salesOrganic ?? 0),
                    backgroundColor: CHART_COLORS.organic,
                  },
                ],
              }}
              options={{
                ...reportChartBase,
                scales: {
                  x: { stacked: true },
                  y: {
                    stacked: true,
                    ticks: { callback: (v) => formatMoneyTick(Number(v), currencyOfCountry(countryCode)) },
                  },
                },
              }}
            />
          </figure>
        );
      })}
    </ReportPage>
  );
}
