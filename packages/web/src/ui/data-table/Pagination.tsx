import { Button, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { FIRST_PAGE } from '@portal/schema';
import { useId } from 'react';

export type PaginationProps = {
  /** Zero-based page index (spec 1 §9: the first page is 0). */
  page: number;
  pageSize: number;
  count: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  /** Changing the size also goes back to the first page. */
  onPageSizeChange: (pageSize: number) => void;
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    flexWrap: 'wrap',
  },
});

export function Pagination(props: PaginationProps) {
  const { page, pageSize, count, pageSizeOptions } = props;
  const styles = useStyles();
  const sizeId = useId();
  const lastPage = Math.max(FIRST_PAGE, Math.ceil(count / pageSize) - 1);
  const first = count === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(count, (page + 1) * pageSize);

  return (
    <nav className={styles.root} aria-label="Pagination">
      <label htmlFor={sizeId}>
        <Text size={200}>Rows per page</Text>
      </label>
      <Select
        id={sizeId}
        size="small"
        value={String(pageSize)}
        onChange={(_, d) => {
          props.onPageSizeChange(Number(d.value));
          if (page !== FIRST_PAGE) props.onPageChange(FIRST_PAGE);
        }}
      >
        {pageSizeOptions.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
      <Text size={200} aria-live="polite">
        {first}–{last} of {count}
      </Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronDoubleLeftRegular />}
        aria-label="First page"
        disabled={page <= FIRST_PAGE}
        onClick={() => props.onPageChange(FIRST_PAGE)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label="Previous page"
        disabled={page <= FIRST_PAGE}
        onClick={() => props.onPageChange(page - 1)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label="Next page"
        disabled={page >= lastPage}
        onClick={() => props.onPageChange(page + 1)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronDoubleRightRegular />}
        aria-label="Last page"
        disabled={page >= lastPage}
        onClick={() => props.onPageChange(lastPage)}
      />
    </nav>
  );
}
