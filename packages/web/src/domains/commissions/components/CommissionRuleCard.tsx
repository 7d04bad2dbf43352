import {
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
import { commissionOperatorLabel } from '@portal/schema';
import type { CommissionRuleQuery } from '../../../gql/graphql';
import { formatMetricValue } from '../../../ui';

type Rule = NonNullable<CommissionRuleQuery['commissionRule']>;
type Tier = Rule['tiers'][number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // On a phone the tiers scroll sideways in their box rather than squeezing money over money.
  tiers: { minWidth: '600px', tableLayout: 'auto', whiteSpace: 'nowrap' },
});

/** The rule as the agency reads it (spec 3 §3): AND is shown as SUM, anything else as OR. */
export function CommissionRuleCard({ rule }: { rule: Rule }) {
  const styles = useStyles();
  const money = (value: number) => formatMetricValue(value, 'money', rule.currencyCode);
  const threshold = (t: Tier) =>
    t.compareVar === 'UNITS'
      ? `${formatMetricValue(t.compareThreshold, 'integer')} units`
      : money(t.compareThreshold);
  const range = (t: Tier) =>
    t.valueTo === null || t.valueTo === undefined
      ? `${money(t.valueFrom)} and above`
      : `${money(t.valueFrom)} – ${money(t.valueTo)}`;
  return (
    <section className={styles.root} aria-label="Commission rule">
      <Text as="h2" size={500} weight="semibold">
        Commission rule
      </Text>
      <dl className={styles.facts}>
        <dt className={styles.term}>Fixed</dt>
        <dd>{money(rule.fixed)}</dd>
        <dt className={styles.term}>Minimum</dt>
        <dd>{money(rule.minimum)}</dd>
        <dt className={styles.term}>Operator</dt>
        <dd>{commissionOperatorLabel(rule.operator)}</dd>
      </dl>
      {rule.tiers.length === 0 ? (
        <Text>No tiers: the fixed fee only.</Text>
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-label="Tiers" className={styles.tiers}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Compare</TableHeaderCell>
                <TableHeaderCell>Threshold</TableHeaderCell>
                <TableHeaderCell>Value</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Range</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rule.tiers.map((t, i) => (
                // Tiers have no id; their order is the rule's.
                // biome-ignore lint/suspicious/noArrayIndexKey: a tier is known by its place in the rule
                <TableRow key={i}>
                  <TableCell>{t.compareVar === 'UNITS' ? 'Units' : 'Sales'}</TableCell>
                  <TableCell>{threshold(t)}</TableCell>
                  <TableCell>{t.valueVar === 'FIXED' ? money(t.value) : `${t.value}%`}</TableCell>
                  <TableCell>{t.valueVar === 'FIXED' ? 'FIXED' : 'Percentage'}</TableCell>
                  <TableCell>{range(t)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
