import {
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';

export type KeywordRankRow = { keyword: string; avgRank?: number | null; oldAvgRank?: number | null };

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { padding: tokens.spacingHorizontalM },
  rank: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  improved: { color: tokens.colorPaletteGreenForeground1 },
  worsened: { color: tokens.colorPaletteRedForeground1 },
});

const rankText = (rank: number | null | undefined) => (rank == null ? 'N/A' : rank.toFixed(1));

/** Lower is better: a rank that moved toward the top improved (green), away from it worsened (red). */
export function rankChange(row: KeywordRankRow): 'improved' | 'worsened' | 'unchanged' | null {
  if (row.avgRank == null || row.oldAvgRank == null) return null;
  if (row.avgRank < row.oldAvgRank) return 'improved';
  if (row.avgRank > row.oldAvgRank) return 'worsened';
  return 'unchanged';
}

function Previous({ row, showPrevious }: { row: KeywordRankRow; showPrevious: boolean }) {
  const styles = useStyles();
  if (!showPrevious) return null;
  const change = rankChange(row);
  const className =
    change === 'improved' ? styles.improved : change === 'worsened' ? styles.worsened : undefined;
  return (
    <Text size={200} className={className} data-change={change ?? 'none'}>
      previous {rankText(row.oldAvgRank)}
    </Text>
  );
}

/** A rank card per keyword (spec 2 'ASIN keywords'), with the previous rank when comparing. */
export function KeywordRankCards({
  rows,
  showPrevious,
}: {
  rows: readonly KeywordRankRow[];
  showPrevious: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.cards}>
      {rows.map((row) => (
        <Card key={row.keyword} className={styles.card} role="group" aria-label={`Rank of ${row.keyword}`}>
          <Text weight="semibold">{row.keyword}</Text>
          <Text className={styles.rank}>{rankText(row.avgRank)}</Text>
          <Previous row={row} showPrevious={showPrevious} />
        </Card>
      ))}
    </div>
  );
}

/** The table Keyword / Rank. */
export function KeywordRankTable({
  rows,
  showPrevious,
}: {
  rows: readonly KeywordRankRow[];
  showPrevious: boolean;
}) {
  return (
    <Table aria-label="Search result rank" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Keyword</TableHeaderCell>
          <TableHeaderCell>Rank</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.keyword}>
            <TableCell>{row.keyword}</TableCell>
            <TableCell>
              {rankText(row.avgRank)} <Previous row={row} showPrevious={showPrevious} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
