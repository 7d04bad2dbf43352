import {
  Button,
  Checkbox,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ColumnTripleEditRegular } from '@fluentui/react-icons';
import { defaultLayout, moveColumn, setColumnVisible } from './column-layout';
import { columnKey, type TableLayout } from './types';

export type ColumnChooserProps = {
  columns: readonly { field: string; key?: string; header: string }[];
  layout: TableLayout;
  onLayoutChange: (layout: TableLayout) => void;
};

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, minWidth: '260px' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  label: { flexGrow: 1 },
  footer: { display: 'flex', justifyContent: 'flex-end', paddingTop: tokens.spacingVerticalS },
});

/** Shows, hides and reorders a table's columns. */
export function ColumnChooser({ columns, layout, onLayoutChange }: ColumnChooserProps) {
  const styles = useStyles();
  const headers = new Map(columns.map((c) => [columnKey(c), c.header]));
  const order = layout.columnsOrder;
  const visibleCount = order.filter((f) => layout.columnVisibilityModel[f] !== false).length;

  return (
    <Popover positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<ColumnTripleEditRegular />}>Columns</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label="Choose columns">
        <ul className={styles.list}>
          {order.map((field, index) => {
            const header = headers.get(field) ?? field;
            const visible = layout.columnVisibilityModel[field] !== false;
            return (
              <li key={field} className={styles.item}>
                <Checkbox
                  className={styles.label}
                  label={header}
                  checked={visible}
                  // The last visible column cannot be hidden: a table needs one.
                  disabled={visible && visibleCount === 1}
                  onChange={(_, d) => onLayoutChange(setColumnVisible(layout, field, d.checked === true))}
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowUpRegular />}
                  aria-label={`Move ${header} up`}
                  disabled={index === 0}
                  onClick={() => onLayoutChange(moveColumn(layout, field, -1))}
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowDownRegular />}
                  aria-label={`Move ${header} down`}
                  disabled={index === order.length - 1}
                  onClick={() => onLayoutChange(moveColumn(layout, field, 1))}
                />
              </li>
            );
          })}
        </ul>
        <div className={styles.footer}>
          <Button size="small" onClick={() => onLayoutChange(defaultLayout(columns))}>
            Reset columns
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
