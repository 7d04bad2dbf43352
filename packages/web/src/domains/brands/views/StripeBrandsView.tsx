import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { MESSAGES, STRIPE_BRANDS_DEFAULT_SORT, STRIPE_BRANDS_PAGE_SIZE } from '@portal/schema';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStripeBrandsQuery } from '../../../gql/hooks';
import {
  DataTable,
  type DataTableColumn,
  ForbiddenState,
  PageHeader,
  useNotify,
  usePageTitle,
} from '../../../ui';
import { JsonDialog } from '../components/JsonDialog';
import { isForbidden } from './brand-errors';

type StripeRow = {
  brandCode: string;
  name: string;
  stripeSubscriptionStatus?: string | null;
  stripeSubscriptionId?: string | null;
  stripeCustomerIds: string[];
  createdAt: string;
  data: unknown;
};
const FILTER_FIELDS = ['brand_code', 'name', 'stripe_subscription_status', 'stripe_subscription_id'];
const OPERATORS = ['contains', 'equals', 'startsWith', 'endsWith'];
const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

/** /stripe-brands (admin): filter and sort live in the address, so a view can be shared and reloaded. */
export function StripeBrandsView() {
  usePageTitle('Stripe Brands');
  const styles = useStyles();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState<StripeRow | null>(null);
  const page = Number(params.get('page') ?? 0);
  const sortBy = params.get('sortBy') ?? STRIPE_BRANDS_DEFAULT_SORT.sortBy;
  const sortDirection = (params.get('sortDirection') ?? STRIPE_BRANDS_DEFAULT_SORT.sortDirection) as
    | 'asc'
    | 'desc';
  const filterField = params.get('filterField') ?? 'brand_code';
  const filterOperator = params.get('filterOperator') ?? 'contains';
  const filterValue = params.get('filterValue') ?? '';
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });

  const { data, loading, error, refetch } = useStripeBrandsQuery({
    variables: {
      page,
      pageSize: STRIPE_BRANDS_PAGE_SIZE,
      sortBy,
      sortDirection: sortDirection === 'asc' ? 'ASC' : 'DESC',
      ...(filterValue ? { filterField, filterOperator, filterValue } : {}),
    },
  });
  if (error && isForbidden(error)) return <ForbiddenState />;

  const columns: DataTableColumn<StripeRow>[] = [
    { field: 'brand_code', header: 'Brand Code', sortable: true, width: 130, format: (_, r) => r.brandCode },
    { field: 'name', header: 'Name', sortable: true, width: 200 },
    {
      field: 'stripe_subscription_status',
      header: 'Status',
      sortable: true,
      width: 120,
      format: (_, r) => r.stripeSubscriptionStatus ?? '',
    },
    { field: 'stripeSubscriptionId', header: 'Subscription', width: 180 },
    {
      field: 'created_at',
      header: 'Created',
      sortable: true,
      width: 180,
      format: (_, r) => new Date(r.createdAt).toLocaleString(),
    },
    {
      field: 'data',
      header: 'Data',
      width: 90,
      render: (row) => (
        <Button size="small" onClick={() => setShown(row)} aria-label={`Data of ${row.brandCode}`}>
          Data
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Stripe Brands" />
      <DataTable<StripeRow>
        tableName="stripe-brands"
        ariaLabel="Stripe brands"
        columns={columns}
        rows={data?.stripeBrands.rows ?? []}
        count={data?.stripeBrands.count ?? 0}
        getRowId={(row) => row.brandCode}
        page={page}
        pageSize={STRIPE_BRANDS_PAGE_SIZE}
        pageSizeOptions={[STRIPE_BRANDS_PAGE_SIZE]}
        onPageChange={(next) => update({ page: String(next) })}
        onPageSizeChange={() => undefined}
        sortBy={sortBy}
        sortDirection={sortDirection}
        onSortChange={(field, direction) => update({ sortBy: field, sortDirection: direction, page: '0' })}
        maxHeight={850}
        toolbar={
          <div className={styles.filters}>
            <Field label="Filter field">
              <Select value={filterField} onChange={(_, d) => update({ filterField: d.value, page: '0' })}>
                {FILTER_FIELDS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </Select>
            </Field>
            <Field label="Operator">
              <Select
                value={filterOperator}
                onChange={(_, d) => update({ filterOperator: d.value, page: '0' })}
              >
                {OPERATORS.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </Select>
            </Field>
            <Field label="Value">
              <Input value={filterValue} onChange={(_, d) => update({ filterValue: d.value, page: '0' })} />
            </Field>
          </div>
        }
        loading={loading && !data}
        error={error ? MESSAGES.unableToGetData : null}
        onRetry={() => void refetch()}
      />
      {shown && (
        <JsonDialog
          title={`Data of ${shown.brandCode}`}
          value={shown.data}
          onClose={() => setShown(null)}
          onCopied={() => notify.success('Copied')}
        />
      )}
    </>
  );
}
