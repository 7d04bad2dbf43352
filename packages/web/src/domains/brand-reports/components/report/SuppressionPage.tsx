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
import { format } from 'date-fns';
import {
  type BrandReportData,
  moreRowsText,
  type Suppression,
  suppressionTables,
  type TableSlice,
} from '../../report-model';
import { ReportPage, useKeepTogether, useReportOnPhone } from './ReportPage';

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  more: { margin: 0, color: tokens.colorNeutralForeground3 },
  end: { textAlign: 'end' },
});

const day = (iso: string | null | undefined) => (iso ? format(new Date(iso), 'yyyy-MM-dd HH:mm') : '—');

function SuppressionTable({
  title,
  slice,
  lifted,
}: {
  title: string;
  slice: TableSlice<Suppression>;
  lifted: boolean;
}) {
  const styles = useStyles();
  const keep = useKeepTogether();
  const phone = useReportOnPhone();
  return (
    <div className={keep.block}>
      <h3 className={styles.heading}>{title}</h3>
      <div className={phone.box}>
        <Table size="small" aria-label={title} className={phone.roomy}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>ASIN</TableHeaderCell>
              <TableHeaderCell>Product</TableHeaderCell>
              <TableHeaderCell>Marketplace</TableHeaderCell>
              <TableHeaderCell>Suppressed</TableHeaderCell>
              {lifted && <TableHeaderCell>Recovered</TableHeaderCell>}
              <TableHeaderCell className={styles.end}>Hours down</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {slice.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={lifted ? 6 : 5}>None</TableCell>
              </TableRow>
            )}
            {slice.rows.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{s.asin}</TableCell>
                <TableCell>{s.productName}</TableCell>
                <TableCell>{s.marketplace}</TableCell>
                <TableCell>{day(s.createdAt)}</TableCell>
                {lifted && <TableCell>{day(s.liftedAt)}</TableCell>}
                <TableCell className={styles.end}>{s.diffHours}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {slice.more > 0 && <p className={styles.more}>{moreRowsText(slice.more)}</p>}
    </div>
  );
}

/** Recovered listings (at most 10 rows) and still-down listings (at most 5), each with a 'more rows' line. */
export function SuppressionPage({ report }: { report: BrandReportData }) {
  const { recovered, stillDown } = suppressionTables(report);
  return (
    <ReportPage title="Suppression Cases" label="Suppression cases" last>
      <SuppressionTable title="Recovered listings" slice={recovered} lifted />
      <SuppressionTable title="Still down" slice={stillDown} lifted={false} />
    </ReportPage>
  );
}
