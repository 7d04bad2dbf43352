import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Checkbox, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  ChevronDownRegular,
  ChevronRightRegular,
  DeleteRegular,
  DocumentSearchRegular,
} from '@fluentui/react-icons';
import {
  ACCOUNT_BILLING_PATH,
  BREAKPOINT_MOBILE_MAX,
  BULK_EDIT_V1_MIN_LISTINGS,
  LISTINGS_BULK_MESSAGES,
  LISTINGS_MESSAGES,
} from '@portal/schema';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import { routeUrl } from '../../../app/navigation/route-url';
import { useAccessSubject } from '../../../app/routing/use-access-subject';
import { usePermission } from '../../../app/session/use-permission';
import {
  ListingChildrenDocument,
  type ListingFieldsFragment,
  type ListingSortField,
} from '../../../gql/graphql';
import {
  useDeleteListingMutation,
  useListingsCountQuery,
  useListingsQuery,
  useRefetchListingsMutation,
} from '../../../gql/hooks';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  ErrorState,
  LoadingState,
  PageHeader,
  useAddressState,
  useNotify,
  usePageTitle,
} from '../../../ui';
import { useMediaQuery } from '../../../ui/use-media-query';
import { BulkEditDialog } from '../bulk-edit/BulkEditDialog';
import { bulkEditSelectionError, type SelectedListing } from '../bulk-edit/bulk-edit-v1';
import { CongratulationDialog } from '../components/CongratulationDialog';
import { DifferencesDialog } from '../components/DifferencesDialog';
import { ListingFilters, type ListingFilterValues } from '../components/ListingFilters';
import { ListingsLoadState } from '../components/ListingsLoadState';
import { ReflectionDashboardDialog } from '../components/ReflectionDashboardDialog';
import { REFLECTING_LABEL } from '../field-groups';
import {
  isListingStatus,
  LISTINGS_PAGE_SIZE_KEY,
  LISTINGS_PAGE_SIZES,
  listingParsers,
  readListingsPageSize,
} from '../listing-params';
import { type ListingKey, listingEditUrl } from '../urls';
import { ManageVariationsDialog } from '../variations/ManageVariationsDialog';
import { selectionError } from '../variations/variation-family';

type Row = ListingFieldsFragment & { depth: number };

const SORT_FIELD_OF: Record<string, ListingSortField> = {
  sku: 'SKU',
  asin: 'ASIN',
  itemName: 'ITEM_NAME',
  productType: 'PRODUCT_TYPE',
  status: 'STATUS',
  lastUpdatedDate: 'LAST_UPDATED_DATE',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  skuCell: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    // On a phone the table's first column is held narrow (DataTable's pinned column): the SKU
    // wraps inside it, at its dashes first, instead of running on under the title.
    [`@media (max-width: ${BREAKPOINT_MOBILE_MAX}px)`]: { whiteSpace: 'normal' },
  },
  skuText: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  asinUnder: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // The title takes what the other columns leave, on two lines at most: the table fits 1440 and
  // 1024 px without scrolling sideways (issue 30).
  title: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minWidth: '140px',
    maxWidth: '420px',
    whiteSpace: 'normal',
  },
  child: { paddingLeft: tokens.spacingHorizontalXXL },
  notReflected: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  failed: { backgroundColor: tokens.colorPaletteRedBackground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  countFailed: { color: tokens.colorPaletteRedForeground1 },
});

const keyOf = (row: ListingFieldsFragment): ListingKey => ({
  marketplaceId: row.marketplaceId,
  sellerId: row.sellerId,
  sku: row.sku,
});

/** /amazon-listings-items: spec 3 'Your Listings page' for the selected seller and marketplace. */
export function ListingsView() {
  usePageTitle('Your Listings');
  const { selection, loading, error, refetch } = useMarketplaceSelection();
  if (!selection) {
    if (loading) return <LoadingState label="Loading listings…" />;
    if (error) return <ErrorState message={LISTINGS_MESSAGES.noConnection} onRetry={refetch} />;
    return <ErrorState message={LISTINGS_MESSAGES.noConnection} />;
  }
  return <Listings key={`${selection.sellerId}/${selection.marketplaceId}`} seller={selection} />;
}

function Listings({ seller }: { seller: { sellerId: string; marketplaceId: string } }) {
  const styles = useStyles();
  const notify = useNotify();
  const client = useApolloClient();
  const subject = useAccessSubject();
  const mayRefetch = usePermission('listings.refetch');
  const mayDelete = usePermission('listings.delete');
  const [state, update] = useAddressState(listingParsers, { pageKey: 'page' });
  const [pageSize, setPageSize] = useState(readListingsPageSize);
  // The selected SKUs with their product types: manage variations and bulk edit need one product type.
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedListing>>(new Map());
  const [managing, setManaging] = useState<string[] | null>(null);
  const [bulkEditing, setBulkEditing] = useState<SelectedListing[] | null>(null);
  const mayManageVariations = usePermission('listings.bulkUpdate');
  // Spec 3 §2: BULK EDIT (v1) only for the accounts granted it (ADR 0609).
  const mayBulkEdit = usePermission('listings.bulkEditV1');
  const [expanded, setExpanded] = useState<Record<string, Row[]>>({});
  const [differencesOf, setDifferencesOf] = useState<ListingKey | null>(null);
  const [deleting, setDeleting] = useState<ListingKey | null>(null);
  const [dashboard, setDashboard] = useState(false);
  const statuses = state.statuses.filter(isListingStatus);

  const filter = {
    search: state.search.trim() || null,
    statuses: statuses.length ? statuses : null,
    archived: state.archived === 'ARCHIVED',
    onlyVariations: state.variation === 'ONLY VARIATIONS',
    atRisk: state.atRisk,
    groupBy: state.groupBy,
  };
  const { data, previousData, loading, error, refetch } = useListingsQuery({
    variables: {
      ...seller,
      filter,
      page: state.page,
      pageSize,
      sortField: SORT_FIELD_OF[state.sortBy] ?? 'SKU',
      sortOrder: state.sortDirection === 'desc' ? 'DESC' : 'ASC',
    },
    fetchPolicy: 'cache-and-network',
  });
  const [refetchListings, refetching] = useRefetchListingsMutation();
  const [deleteListing] = useDeleteListingMutation();
  const answer = (data ?? previousData)?.listings;
  // The count is its own call (spec 3 §7 total-count): when only it fails, the rows still show.
  const counted = useListingsCountQuery({
    variables: { ...seller, filter },
    fetchPolicy: 'cache-and-network',
  });
  const count = (counted.data ?? counted.previousData)?.listingsCount;
  const countFailed = Boolean(counted.error) && count === undefined;

  const rows = useMemo<Row[]>(
    () =>
      (answer?.rows ?? []).flatMap((r) => [
        { ...r, depth: 0 },
        ...(state.groupBy ? (expanded[r.sku] ?? []) : []),
      ]),
    [answer, expanded, state.groupBy],
  );

  const toggleExpanded = async (parent: Row) => {
    if (expanded[parent.sku]) {
      setExpanded(({ [parent.sku]: _, ...rest }) => rest);
      return;
    }
    try {
      const { data: found } = await client.query({
        query: ListingChildrenDocument,
        variables: { ...seller, parentSku: parent.sku },
      });
      const children = (found?.listings.rows ?? []).map((c) => ({ ...c, depth: 1 }));
      setExpanded((current) => ({ ...current, [parent.sku]: children }));
    } catch (e) {
      notify.error(LISTINGS_MESSAGES.noConnection, errorMessage(e, ''));
    }
  };

  const toggleSelected = (row: Row) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.sku)) next.delete(row.sku);
      else
        next.set(row.sku, { sku: row.sku, productType: row.productType, brandCode: row.brandCode ?? null });
      return next;
    });

  const manageVariations = () => {
    const problem = selectionError([...selected.values()].map((s) => s.productType));
    if (problem) notify.error(problem);
    else setManaging([...selected.keys()]);
  };

  const bulkEdit = () => {
    const listings = [...selected.values()];
    const problem = bulkEditSelectionError(listings);
    if (problem) notify.error(problem);
    else setBulkEditing(listings);
  };

  const ffp = subject?.brandType === 'ffp';
  // Below 1280 px (1024 with the menu open leaves ~790 px) the ASIN goes under the SKU and the last
  // update date is left out, so the table still fits without scrolling sideways.
  const compact = useMediaQuery('(max-width: 1279px)');
  const columns: DataTableColumn<Row>[] = [
    {
      field: 'sku',
      header: 'SKU',
      sortable: true,
      width: 200,
      render: (row) => (
        <span className={`${styles.skuCell} ${row.depth > 0 ? styles.child : ''}`}>
          <Checkbox
            aria-label={`Select ${row.sku}`}
            checked={selected.has(row.sku)}
            onChange={() => toggleSelected(row)}
          />
          {state.groupBy && row.isParent && row.depth === 0 && (
            <Button
              appearance="subtle"
              size="small"
              aria-label={`${expanded[row.sku] ? 'Collapse' : 'Expand'} ${row.sku}`}
              aria-expanded={Boolean(expanded[row.sku])}
              icon={expanded[row.sku] ? <ChevronDownRegular /> : <ChevronRightRegular />}
              onClick={() => void toggleExpanded(row)}
            />
          )}
          <span className={styles.skuText}>
            <Link as="a" href={listingEditUrl(keyOf(row))}>
              {row.sku}
            </Link>
            {compact && row.asin && <span className={styles.asinUnder}>{row.asin}</span>}
          </span>
        </span>
      ),
    },
    ...(compact ? [] : [{ field: 'asin', header: 'ASIN', sortable: true, width: 115 }]),
    {
      field: 'itemName',
      header: 'Title',
      sortable: true,
      render: (row) => (
        <span className={styles.title} title={row.itemName ?? undefined}>
          {row.itemName}
        </span>
      ),
    },
    ...(ffp
      ? []
      : [
          { field: 'brandCode', header: 'Brand Code' },
          { field: 'brandName', header: 'Brand' },
        ]),
    { field: 'productType', header: 'Product Type', sortable: true, hiddenByDefault: true },
    { field: 'status', header: 'Status', sortable: true, hiddenByDefault: true },
    {
      field: 'archived',
      header: 'Archived',
      hiddenByDefault: true,
      format: (value) => (value ? 'Yes' : 'No'),
    },
    {
      field: 'issues',
      header: 'Issues',
      width: 96,
      format: (_, row) => row.issues.map((i) => `${i.severity}: ${i.message}`).join('; '),
      render: (row) =>
        row.issues.length === 0 ? (
          '—'
        ) : (
          <span title={row.issues.map((i) => `${i.message} (Code: ${i.code})`).join('\n')}>
            {row.issues.map((i) => (
              <Badge
                key={i.code}
                appearance="tint"
                color={
                  i.severity === 'ERROR' ? 'danger' : i.severity === 'WARNING' ? 'warning' : 'informative'
                }
              >
                {i.severity}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      field: 'reflectingState',
      header: 'Reflection',
      width: 120,
      format: (value) => REFLECTING_LABEL[Number(value)] ?? '',
      render: (row) =>
        row.reflectingState === 1 ? (
          REFLECTING_LABEL[1]
        ) : (
          <Link onClick={() => setDifferencesOf(keyOf(row))}>{REFLECTING_LABEL[row.reflectingState]}</Link>
        ),
    },
    ...(compact
      ? []
      : [
          {
            field: 'lastUpdatedDate',
            header: 'Last Updated',
            width: 104,
            sortable: true,
            format: (value: unknown) => (value ? format(new Date(String(value)), 'yyyy-MM-dd') : ''),
          },
        ]),
    {
      field: 'actions',
      header: 'Actions',
      width: 88,
      render: (row) => (
        <span className={styles.actions}>
          <Button
            size="small"
            appearance="subtle"
            icon={<DocumentSearchRegular />}
            aria-label="Differences"
            title={`Differences of ${row.sku}`}
            onClick={() => setDifferencesOf(keyOf(row))}
          />
          {mayDelete && (
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label="Delete"
              title={`Delete ${row.sku}`}
              onClick={() => setDeleting(keyOf(row))}
            />
          )}
        </span>
      ),
    },
  ];

  const applied: ListingFilterValues = {
    search: state.search,
    statuses,
    archived: state.archived,
    variation: state.variation,
    atRisk: state.atRisk,
  };

  let table: React.ReactNode;
  if (error && (!answer || errorCode(error) === 'FORBIDDEN'))
    table = <ListingsLoadState error={error} onRetry={() => void refetch()} />;
  else
    table = (
      <DataTable<Row>
        tableName="listings"
        ariaLabel="Your listings"
        phoneColumns="content"
        columns={columns}
        rows={rows}
        // Without its count the pager still reaches the next page while this one is full.
        count={count ?? state.page * pageSize + rows.length + (answer?.rows.length === pageSize ? 1 : 0)}
        getRowId={(row) => `${row.depth}:${row.sku}`}
        page={state.page}
        pageSize={pageSize}
        pageSizeOptions={LISTINGS_PAGE_SIZES}
        onPageChange={(page) => void update({ page })}
        onPageSizeChange={(size) => {
          window.localStorage.setItem(LISTINGS_PAGE_SIZE_KEY, String(size));
          setPageSize(size);
          void update({ page: null });
        }}
        sortBy={state.sortBy}
        sortDirection={state.sortDirection}
        onSortChange={(sortBy, sortDirection) =>
          void update({ sortBy: sortBy as typeof state.sortBy, sortDirection })
        }
        loading={loading && !answer}
        emptyMessage="No listings match these filters."
        rowClassName={(row) =>
          row.reflectingState === 0
            ? styles.notReflected
            : row.reflectingState === 2
              ? styles.failed
              : undefined
        }
        toolbar={
          <Text>
            {selected.size > 0 ? `${selected.size} selected · ` : ''}
            {answer ? `${answer.countStatuses.buyable} buyable · ${answer.allIssuesTotal} issues` : ''}
            {countFailed && (
              <Text role="alert" className={styles.countFailed}>
                {` · ${LISTINGS_MESSAGES.countFailed}`}
              </Text>
            )}
          </Text>
        }
      />
    );

  return (
    <section className={styles.root} aria-label="Your Listings">
      <PageHeader
        title="Your Listings"
        actions={
          <>
            <Button onClick={() => setDashboard(true)}>Reflection dashboard</Button>
            {mayBulkEdit && (
              <Button
                disabled={selected.size < BULK_EDIT_V1_MIN_LISTINGS}
                title={
                  selected.size < BULK_EDIT_V1_MIN_LISTINGS
                    ? LISTINGS_BULK_MESSAGES.bulkEditTooFew
                    : undefined
                }
                onClick={bulkEdit}
              >
                BULK EDIT
              </Button>
            )}
            {mayManageVariations && (
              <Button disabled={selected.size === 0} onClick={manageVariations}>
                Manage variations
              </Button>
            )}
            <Button
              appearance={state.groupBy ? 'primary' : 'secondary'}
              aria-pressed={state.groupBy}
              onClick={() => {
                setExpanded({});
                void update({ groupBy: !state.groupBy || null });
              }}
            >
              Group by parent
            </Button>
            {mayRefetch && (
              <Button
                disabled={refetching.loading}
                onClick={async () => {
                  try {
                    const done = await refetchListings({ variables: seller });
                    notify.success(done.data?.refetchListings.result ?? LISTINGS_MESSAGES.refetchAccepted);
                  } catch (e) {
                    notify.error(errorMessage(e, LISTINGS_MESSAGES.refetchThrottled));
                  }
                }}
              >
                REFETCH LISTINGS
              </Button>
            )}
          </>
        }
      />
      <nav className={styles.links} aria-label="Listing tools">
        <Link as="a" href={routeUrl('reflecting', {})}>
          Reflecting
        </Link>
        <Link as="a" href={routeUrl('deprecatedVariationThemes', {})}>
          Deprecated variation themes
        </Link>
        <RouterLink to={ACCOUNT_BILLING_PATH}>Billing</RouterLink>
      </nav>
      <ListingFilters
        applied={applied}
        onApply={(values) =>
          void update({
            search: values.search || null,
            statuses: values.statuses.length ? values.statuses : null,
            archived: values.archived,
            variation: values.variation,
            atRisk: values.atRisk || null,
          })
        }
        onShowAllActive={() =>
          void update({ search: null, statuses: null, archived: null, variation: null, atRisk: null })
        }
      />
      {table}
      <DifferencesDialog listing={differencesOf} onClose={() => setDifferencesOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete listing"
        message={`Are you sure you want to delete ${deleting?.sku ?? ''}? Amazon removes it from the marketplace.`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteListing({ variables: deleting });
            notify.success(LISTINGS_MESSAGES.deleted);
          } catch (e) {
            notify.error(LISTINGS_MESSAGES.deleteFailed, errorMessage(e, ''));
            throw e;
          }
        }}
        onClose={() => setDeleting(null)}
      />
      <ReflectionDashboardDialog open={dashboard} {...seller} onClose={() => setDashboard(false)} />
      <CongratulationDialog {...seller} />
      {bulkEditing && (
        <BulkEditDialog
          seller={seller}
          listings={bulkEditing}
          onClose={() => setBulkEditing(null)}
          onUpdated={() => {
            void refetch();
            void counted.refetch();
          }}
        />
      )}
      {managing && (
        <ManageVariationsDialog
          seller={seller}
          skus={managing}
          onClose={() => setManaging(null)}
          onUpdated={() => {
            setExpanded({});
            void refetch();
            void counted.refetch();
          }}
        />
      )}
    </section>
  );
}
