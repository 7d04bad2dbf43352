import {
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';

export type KeywordRow = { id: string; keyword: string };

export type KeywordTableProps = {
  rows: readonly KeywordRow[];
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  onEdit: (row: KeywordRow) => void;
  onDelete: (row: KeywordRow) => void;
};

/** The ASIN's keywords with a checkbox for Delete Selected and edit and delete actions. */
export function KeywordTable(props: KeywordTableProps) {
  const all = props.rows.length > 0 && props.selected.length === props.rows.length;
  const some = props.selected.length > 0 && !all;
  const toggle = (id: string, on: boolean) =>
    props.onSelectedChange(on ? [...props.selected, id] : props.selected.filter((s) => s !== id));
  return (
    <Table aria-label="Keywords" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell style={{ width: '3rem' }}>
            <Checkbox
              aria-label="Select all keywords"
              checked={all ? true : some ? 'mixed' : false}
              onChange={(_e, data) => props.onSelectedChange(data.checked ? props.rows.map((r) => r.id) : [])}
            />
          </TableHeaderCell>
          <TableHeaderCell>Keyword</TableHeaderCell>
          <TableHeaderCell style={{ width: '6rem' }}>Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <Checkbox
                aria-label={`Select ${row.keyword}`}
                checked={props.selected.includes(row.id)}
                onChange={(_e, data) => toggle(row.id, data.checked === true)}
              />
            </TableCell>
            {/* A long keyword (stored before the limit) wraps rather than widening the page. */}
            <TableCell style={{ overflowWrap: 'anywhere' }}>{row.keyword}</TableCell>
            <TableCell>
              <Button
                appearance="subtle"
                icon={<EditRegular />}
                aria-label={`Edit ${row.keyword}`}
                onClick={() => props.onEdit(row)}
              />
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`Delete ${row.keyword}`}
                onClick={() => props.onDelete(row)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
