import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { roundMoney } from '@portal/schema';
import type { CommissionDetailQuery, CommissionRuleQuery } from '../../../gql/graphql';
import { DataTable, EmptyState, ErrorState, LoadingState, PageHeader } from '../../../ui';
import { commissionsUrl } from '../urls';
import { CommissionRuleCard } from './CommissionRuleCard';
import { type CommissionMonthRow, commissionMonthColumns } from './commission-month-columns';
import { WaiverForm } from './WaiverForm';

type Loaded<T> = { data: T | undefined; loading: boolean; error: string | null; onRetry: () => void };

export type CommissionDetailPageProps = {
  brandCode: string;
  /** YYYY-MM: the month waived, and the last of the months shown. */
  month: string;
  onMonthChange: (month: string) => void;
  rule: Loaded<CommissionRuleQuery['commissionRule']>;
  detail: Loaded<CommissionDetailQuery>;
  /** Whether the user may waive (commissions.waive); the form is left out otherwise. */
  canWaive: boolean;
  waiving: boolean;
  onWaive: (salesPercentage: number) => Promise<boolean>;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  month: { maxWidth: '220px' },
});

/** Spec 3 §2 'Commission details page': the rule, the amounts per month and the waiver. */
export function CommissionDetailPage(props: CommissionDetailPageProps) {
  const styles = useStyles();
  const { rule, detail } = props;
  const commission = detail.data?.commissionDetail;
  const rows: CommissionMonthRow[] = commission?.months ?? [];
  return (
    <section className={styles.root} aria-label="Commission details">
      <PageHeader
        title={`Commission details · ${props.brandCode}`}
        breadcrumbs={[{ label: 'Commissions', to: commissionsUrl() }, { label: props.brandCode }]}
      />
      {rule.error ? (
        <ErrorState message={rule.error} onRetry={rule.onRetry} />
      ) : rule.loading && !rule.data ? (
        <LoadingState />
      ) : rule.data ? (
        <CommissionRuleCard rule={rule.data} />
      ) : (
        <EmptyState message="This brand has no commission rule" />
      )}
      {rule.data && (
        <div className={styles.section}>
          <Text as="h2" size={500} weight="semibold">
            Amounts per month
          </Text>
          <Field label="Month" size="small" className={styles.month}>
            <Input
              type="month"
              size="small"
              value={props.month}
              onChange={(_, data) => /^\d{4}-\d{2}$/.test(data.value) && props.onMonthChange(data.value)}
            />
          </Field>
          <DataTable
            tableName="commission-months"
            ariaLabel="Commission per month"
            columns={commissionMonthColumns(commission?.currencyCode ?? 'USD')}
            rows={rows}
            count={rows.length}
            getRowId={(row) => row.month}
            page={0}
            pageSize={Math.max(rows.length, 1)}
            pageSizeOptions={[Math.max(rows.length, 1)]}
            onPageChange={() => undefined}
            onPageSizeChange={() => undefined}
            loading={detail.loading && !detail.data}
            error={detail.error}
            onRetry={detail.onRetry}
            totals={
              commission
                ? {
                    month: 'Total',
                    sales: roundMoney(rows.reduce((s, r) => s + r.sales, 0)),
                    units: rows.reduce((s, r) => s + r.units, 0),
                    daysLoaded: 0,
                    daysInMonth: 0,
                    salesPercentage: 0,
                    value: commission.value,
                    predicted: commission.predicted,
                  }
                : null
            }
          />
          <Text size={200} className={styles.note}>
            Value is the commission of the sales loaded so far. Predicted charges a month still under way on
            its sales projected to the whole month at its daily rate (sales ÷ days loaded × days in the
            month); a finished month predicts its value.
          </Text>
        </div>
      )}
      {rule.data && props.canWaive && (
        <div className={styles.section}>
          <Text as="h2" size={500} weight="semibold">
            Waiver
          </Text>
          <WaiverForm
            month={props.month}
            current={detail.data?.commissionOverride?.salesPercentage ?? null}
            busy={props.waiving}
            onWaive={props.onWaive}
          />
        </div>
      )}
    </section>
  );
}
