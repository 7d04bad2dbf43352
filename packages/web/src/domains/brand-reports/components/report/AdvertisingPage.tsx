import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { AD_METRIC_TABLE, MESSAGES, marketplaceByCountryCode } from '@portal/schema';
import { Line } from 'react-chartjs-2';
import {
  type BrandReportData,
  currencyOfCountry,
  formatMoney,
  formatPercent,
  salesByMarketplace,
  tacosMonths,
} from '../../report-model';
import { CHART_COLORS, CHART_HEIGHT, CHART_WIDTH, reportChartBase } from './charts';
import { ReportPage, useKeepTogether, useReportOnPhone } from './ReportPage';

const useStyles = makeStyles({
  chart: { margin: 0, '& canvas': { maxWidth: '100%', height: 'auto !important' } },
  caption: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  end: { textAlign: 'end' },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** Spec 1 §2.5/§9: TACoS line over the last 3 months; ACoS and TACoS as percents with 2 decimals. */
export function AdvertisingPage({ report }: { report: BrandReportData }) {
  const styles = useStyles();
  const keep = useKeepTogether();
  const phone = useReportOnPhone();
  const months = tacosMonths(report.month);
  const groups = [...salesByMarketplace(report.salesByMonth.filter((r) => months.includes(r.reportMonth)))];
  const nameOf = (code: string) => marketplaceByCountryCode(code)?.name ?? code;
  return (
    <ReportPage title="Advertising" label="Advertising">
      {groups.length === 0 ? (
        <p className={styles.empty}>{MESSAGES.noData}</p>
      ) : (
        <>
          <figure className={`${styles.chart} ${keep.block} ${phone.chart}`}>
            <figcaption className={styles.caption}>TACoS, last {months.length} months</figcaption>
            <Line
              width={CHART_WIDTH}
              height={CHART_HEIGHT}
              aria-label={`TACoS over the last ${months.length} months`}
              data={{
                labels: months,
                datasets: groups.map(([code, rows], index) => ({
                  label: nameOf(code),
                  data: months.map((m) => rows.find((r) => r.reportMonth === m)?.tacos ?? null),
                  borderColor: CHART_COLORS.lines[index % CHART_COLORS.lines.length],
                  backgroundColor: CHART_COLORS.lines[index % CHART_COLORS.lines.length],
                })),
              }}
              options={{
                ...reportChartBase,
                scales: { y: { ticks: { callback: (v) => formatPercent(Number(v)) } } },
                plugins: {
                  ...reportChartBase.plugins,
                  tooltip: {
                    callbacks: { label: (item) => `${item.dataset.label}: ${formatPercent(item.parsed.y)}` },
                  },
                },
              }}
            />
          </figure>
          <div className={`${phone.box} ${keep.block}`}>
            <Table
              size="small"
              aria-label="Advertising by marketplace"
              className={`${phone.table} ${phone.figures}`}
            >
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Marketplace</TableHeaderCell>
                  <TableHeaderCell>Month</TableHeaderCell>
                  <TableHeaderCell className={styles.end}>Ad spend</TableHeaderCell>
                  <TableHeaderCell className={styles.end}>PPC sales</TableHeaderCell>
                  <TableHeaderCell className={styles.end}>Total sales</TableHeaderCell>
                  <TableHeaderCell className={styles.end}>{AD_METRIC_TABLE.acos.label}</TableHeaderCell>
                  <TableHeaderCell className={styles.end}>{AD_METRIC_TABLE.tacos.label}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {groups.flatMap(([code, rows]) =>
                  rows.map((row) => (
                    <TableRow key={`${code}/${row.reportMonth}`}>
                      <TableCell>{nameOf(code)}</TableCell>
                      <TableCell>{row.reportMonth}</TableCell>
                      <TableCell className={styles.end}>
                        {formatMoney(row.adSpend, currencyOfCountry(code))}
                      </TableCell>
                      <TableCell className={styles.end}>
                        {formatMoney(row.salesPpc, currencyOfCountry(code))}
                      </TableCell>
                      <TableCell className={styles.end}>
                        {formatMoney(row.salesTotal, currencyOfCountry(code))}
                      </TableCell>
                      <TableCell className={styles.end}>{formatPercent(row.acos)}</TableCell>
                      <TableCell className={styles.end}>{formatPercent(row.tacos)}</TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </ReportPage>
  );
}
