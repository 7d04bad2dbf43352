import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import {
  LISTINGS_BULK_MESSAGES,
  LISTINGS_MESSAGES,
  TOOL_GRID_DEFAULT_PAGE_SIZE,
  TOOL_GRID_PAGE_SIZE_OPTIONS,
} from '@portal/schema';
import { useEffect, useMemo, useState } from 'react';
import { errorCode } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import type { ListingFieldsFragment } from '../../../gql/graphql';
import { useBulkListingsQuery, useListingsCountQuery, useListingsQuery } from '../../../gql/hooks';
import {
  DataTable,
  type DataTableColumn,
  ErrorState,
  ForbiddenState,
  LoadingState,
  PageHeader,
  usePageTitle,
} from '../../../ui';
import { useProductTypeFields } from '../../product-type-fields/use-product-type-fields';
import { bulkEditableFields } from '../bulk-columns';
import { AttributePicker } from '../components/AttributePicker';
import { BulkSubmitPanel } from '../components/BulkSubmitPanel';

type Seller = { sellerId: string; marketplaceId: string };
type Row = ListingFieldsFragment;

const useStyles = makeStyles({
  layout: { display: 'grid', gap: tokens.spacingVerticalM },
  pickers: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** /bulk-edit: 'Bulk edit your listings', two steps (spec 3 §2, §4 'Bulk edit (v2)'). */
export function BulkEditView() {
  usePageTitle('Bulk edit');
  const { selection, loading } = useMarketplaceSelection();
  if (!selection)
    return loading ? (
      <LoadingState label="Loading…" />
    ) : (
      <ErrorState message={LISTINGS_MESSAGES.noConnection} />
    );
  return <BulkEdit key={`${selection.sellerId}/${selection.marketplaceId}`} seller={selection} />;
}

function BulkEdit({ seller }: { seller: Seller }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [listings, setListings] = useState<Map<string, string>>(new Map());
  const [attributes, setAttributes] = useState<string[]>([]);
  // All selected listings share one product type; its field definitions give the attributes.
  const productTypes = new Set(listings.values());
  const productType = productTypes.size === 1 ? ([...productTypes][0] ?? null) : null;
  const startOver = () => {
    setListings(new Map());
    setAttributes([]);
    setStep(1);
  };
  return (
    <section aria-label="Bulk edit">
      <PageHeader title="Bulk edit your listings" />
      {step === 1 ? (
        <StepOne
          seller={seller}
          productType={productType}
          listings={listings}
          setListings={setListings}
          attributes={attributes}
          setAttributes={setAttributes}
          onContinue={() => setStep(2)}
        />
      ) : (
        <StepTwo
          seller={seller}
          productType={productType ?? ''}
          skus={[...listings.keys()]}
          attributes={attributes}
          onBack={() => setStep(1)}
          onStartOver={startOver}
        />
      )}
    </section>
  );
}

function StepOne({
  seller,
  productType,
  listings,
  setListings,
  attributes,
  setAttributes,
  onContinue,
}: {
  seller: Seller;
  productType: string | null;
  listings: Map<string, string>;
  setListings: (next: Map<string, string>) => void;
  attributes: string[];
  setAttributes: (next: string[]) => void;
  onContinue: () => void;
}) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TOOL_GRID_DEFAULT_PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useListingsQuery({
    variables: { ...seller, filter: search ? { search } : undefined, page, pageSize },
  });
  const answer = (data ?? previousData)?.listings;
  // The count is its own call (spec 3 §7 total-count), as on Your Listings.
  const counted = useListingsCountQuery({
    variables: { ...seller, filter: search ? { search } : undefined },
    fetchPolicy: 'cache-and-network',
  });
  const count = (counted.data ?? counted.previousData)?.listingsCount ?? 0;
  const productTypes = new Set(listings.values());
  const mixed = productTypes.size > 1;
  const definitions = useProductTypeFields(seller, productType);
  const offered = useMemo(
    () => (definitions.fields ? bulkEditableFields(definitions.fields) : null),
    [definitions.fields],
  );
  // Attributes chosen for another product type go when the selection's type changes.
  useEffect(() => {
    if (!offered) return;
    const kept = attributes.filter((a) => offered.some((f) => f.name === a));
    if (kept.length !== attributes.length) setAttributes(kept);
  }, [offered, attributes, setAttributes]);
  const toggle = (row: Row, on: boolean) => {
    const next = new Map(listings);
    if (on) next.set(row.sku, row.productType);
    else next.delete(row.sku);
    setListings(next);
  };
  const columns: DataTableColumn<Row>[] = [
    {
      field: 'sku',
      header: 'Select',
      width: 60,
      render: (row) => (
        <Checkbox
          aria-label={`Select ${row.sku}`}
          checked={listings.has(row.sku)}
          onChange={(_, d) => toggle(row, Boolean(d.checked))}
        />
      ),
      key: 'select',
    },
    { field: 'sku', header: 'SKU', width: 180 },
    { field: 'itemName', header: 'Title', width: 320 },
    { field: 'productType', header: 'Product type', width: 140 },
  ];
  return (
    <div className={styles.layout}>
      <div className={styles.pickers}>
        {error && errorCode(error) === 'FORBIDDEN' ? (
          <ForbiddenState />
        ) : (
          <DataTable<Row>
            tableName="bulk-edit-listings"
            ariaLabel="Listings"
            columns={columns}
            rows={answer?.rows ?? []}
            count={count}
            getRowId={(row) => row.sku}
            page={page}
            pageSize={pageSize}
            pageSizeOptions={TOOL_GRID_PAGE_SIZE_OPTIONS}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
            search={{
              value: search,
              onChange: (value) => {
                setSearch(value);
                setPage(0);
              },
              placeholder: 'Search SKU, ASIN or title',
            }}
            loading={loading && !answer}
            error={error && !answer ? LISTINGS_MESSAGES.noConnection : null}
            onRetry={() => void refetch()}
            emptyMessage="No listings match."
          />
        )}
        <AttributePicker
          productType={productType}
          waitingFor={
            mixed
              ? LISTINGS_BULK_MESSAGES.attributesNeedOneProductType
              : LISTINGS_BULK_MESSAGES.attributesNeedListings
          }
          fields={offered}
          loading={definitions.loading}
          failed={Boolean(definitions.error)}
          onRetry={() => void definitions.refetch()}
          selected={attributes}
          onChange={setAttributes}
        />
      </div>
      {mixed && (
        <div role="alert" className={styles.error}>
          {LISTINGS_BULK_MESSAGES.differentProductTypes}
        </div>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={listings.size === 0 || attributes.length === 0 || mixed}
          onClick={onContinue}
        >
          Continue to make changes
        </Button>
        <Button disabled={listings.size === 0} onClick={() => setListings(new Map())}>
          Deselect listings
        </Button>
        <Button disabled={attributes.length === 0} onClick={() => setAttributes([])}>
          Deselect attributes
        </Button>
        <span aria-live="polite">
          {listings.size} listings, {attributes.length} attributes selected
        </span>
      </div>
    </div>
  );
}

function StepTwo({
  seller,
  productType,
  skus,
  attributes,
  onBack,
  onStartOver,
}: {
  seller: Seller;
  productType: string;
  skus: string[];
  attributes: string[];
  onBack: () => void;
  onStartOver: () => void;
}) {
  const { data, loading, error } = useBulkListingsQuery({
    // Only the chosen columns: 10,000 listings with all their attributes are ~15 MB to parse.
    variables: { ...seller, skus, attributeNames: [...attributes] },
    // The grid keeps its own copy of the rows: normalising 10,000 listings into Apollo's cache only
    // to read them back once costs the first render most of its time.
    fetchPolicy: 'no-cache',
  });
  // The same definitions step 1 offered the attributes from (answered from the cache).
  const definitions = useProductTypeFields(seller, productType);
  if (error) return <ErrorState message={LISTINGS_BULK_MESSAGES.bulkLoadFailed} />;
  if (definitions.error)
    return (
      <ErrorState
        message={LISTINGS_BULK_MESSAGES.attributesFailed(productType)}
        onRetry={() => void definitions.refetch()}
      />
    );
  if (loading || !data || !definitions.fields) return <LoadingState label="Loading listings…" />;
  return (
    <BulkSubmitPanel
      seller={seller}
      listings={data.bulkListings}
      attributes={attributes}
      fields={definitions.fields}
      locale={definitions.locale}
      onBack={onBack}
      onStartOver={onStartOver}
    />
  );
}
