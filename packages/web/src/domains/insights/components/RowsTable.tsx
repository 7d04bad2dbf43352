import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export type RowsColumn<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

const useStyles = makeStyles({
  numeric: { textAlign: 'end', whiteSpace: 'nowrap' },
  // A figure's header wraps between words: kept on one line, 'Average Order Value' was printed over
  // its neighbour in a card on a phone (issue 38 point 11).
  numericHeader: {
    textAlign: 'end',
    '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end', textAlign: 'end', whiteSpace: 'normal' },
  },
  // Long lists (fifty brands) scroll inside the card, so the cards beside it stay in view.
  scroller: { maxHeight: '360px', overflowY: 'auto' },
  pick: { justifyContent: 'flex-start', textAlign: 'start', minWidth: 0, paddingLeft: 0 },
});

/** A card's small table; with onPick, the first cell is a button that drills into the row. */
export function RowsTable<Row>(props: {
  label: string;
  columns: readonly RowsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  onPick?: (row: Row) => void;
  pickLabel?: (row: Row) => string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-label={props.label}>
        <TableHeader>
          <TableRow>
            {props.columns.map((c) => (
              <TableHeaderCell key={c.header} className={c.numeric ? styles.numericHeader : undefined}>
                {c.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={props.rowKey(row)}>
              {props.columns.map((c, i) => (
                <TableCell key={c.header} className={c.numeric ? styles.numeric : undefined}>
                  {i === 0 && props.onPick ? (
                    <Button
                      className={styles.pick}
                      appearance="transparent"
                      size="small"
                      aria-label={props.pickLabel?.(row)}
                      onClick={() => props.onPick?.(row)}
                    >
                      {c.cell(row)}
                    </Button>
                  ) : (
                    c.cell(row)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
