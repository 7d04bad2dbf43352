import {
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { formatMetricValue } from '../../../ui';

export type AsinSkuRow = {
  sellerSku: string;
  pageViewsPercentage?: number | null;
  figures: {
    buyBox?: number | null;
    session?: number | null;
    conversion?: number | null;
    revenue?: number | null;
    units?: number | null;
  };
};

// Columns sized by their content (Fluent's fixed layout gave each an equal share, and at 390 px the
// figures printed over each other); a table wider than its box scrolls in it, figures never break.
const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

/** The single-ASIN SKU table (spec 2 §3): ticked SKUs narrow the summary and chart; none means all. */
export function AsinSkuTable({
  rows,
  selected,
  currency,
  onSelectedChange,
}: {
  rows: readonly AsinSkuRow[];
  selected: readonly string[];
  currency: string;
  onSelectedChange: (skus: string[]) => void;
}) {
  const styles = useStyles();
  const toggle = (sku: string, on: boolean) =>
    onSelectedChange(on ? [...selected, sku] : selected.filter((s) => s !== sku));
  const cells: [string, (r: AsinSkuRow) => string][] = [
    ['Buy Box %', (r) => formatMetricValue(r.figures.buyBox, 'percent')],
    ['Sessions', (r) => formatMetricValue(r.figures.session, 'integer')],
    ['Revenue', (r) => formatMetricValue(r.figures.revenue, 'money', currency)],
    ['Conversion Rate', (r) => formatMetricValue(r.figures.conversion, 'percent')],
    ['Page Views %', (r) => formatMetricValue(r.pageViewsPercentage, 'percent')],
    ['Units Sold', (r) => formatMetricValue(r.figures.units, 'integer')],
  ];
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label="SKUs" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Checkbox
                aria-label="All SKUs"
                checked={selected.length === 0 ? false : selected.length === rows.length ? true : 'mixed'}
                onChange={() => onSelectedChange([])}
              />
            </TableHeaderCell>
            <TableHeaderCell>SKU</TableHeaderCell>
            {cells.map(([label]) => (
              <TableHeaderCell key={label} className={styles.number}>
                {label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.sellerSku}>
              <TableCell>
                <Checkbox
                  aria-label={`Select ${r.sellerSku}`}
                  checked={selected.includes(r.sellerSku)}
                  onChange={(_, data) => toggle(r.sellerSku, data.checked === true)}
                />
              </TableCell>
              <TableCell>{r.sellerSku}</TableCell>
              {cells.map(([label, text]) => (
                <TableCell key={label} className={styles.number}>
                  {text(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
