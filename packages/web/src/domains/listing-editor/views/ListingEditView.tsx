import { Badge, Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { type Attributes, LISTINGS_MESSAGES, toFormValues } from '@portal/schema';
import { type ReactElement, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { routeUrl } from '../../../app/navigation/route-url';
import { usePermission } from '../../../app/session/use-permission';
import { useListingForEditQuery } from '../../../gql/hooks';
import { EmptyState, ErrorState, ForbiddenState, LoadingState, PageHeader, usePageTitle } from '../../../ui';
import { listingActivityUrl } from '../../listings/urls';
import { useProductTypeFields } from '../../product-type-fields/use-product-type-fields';
import { ChangeProductTypeDialog } from '../components/ChangeProductTypeDialog';
import { ListingEditor } from '../components/ListingEditor';
import { VersionHistory } from '../components/VersionHistory';
import { editorFlags } from '../editor-flags';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    alignItems: 'center',
  },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/**
 * /amazon-listings-item/{marketplaceId}/{sellerId}/{sku}/edit[/{version}]: spec 3 'Listing edit
 * page', the form for the listing's product type with its version history beside it.
 */
export function ListingEditView() {
  const params = useParams();
  const { marketplaceId = '', sellerId = '', sku = '', tabValue = 'edit' } = params;
  usePageTitle(`Edit ${sku}`);
  // Tabs: edit and activity (custom_attributes is hidden for ffp, the only brand type this page admits).
  if (tabValue !== 'edit') return <EmptyState message="This tab does not exist." />;
  const version = params.version && /^\d+$/.test(params.version) ? Number(params.version) : null;
  return (
    <ListingEdit
      key={`${marketplaceId}/${sellerId}/${sku}`}
      seller={{ sellerId, marketplaceId }}
      sku={sku}
      highlightedVersion={version}
    />
  );
}

function ListingEdit(props: {
  seller: { sellerId: string; marketplaceId: string };
  sku: string;
  highlightedVersion: number | null;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const flags = editorFlags(search);
  const mayEdit = usePermission('listings.edit');
  const listingQuery = useListingForEditQuery({
    variables: { ...props.seller, sku: props.sku },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const listing = listingQuery.data?.listing;
  const definitions = useProductTypeFields(props.seller, listing?.productType ?? null);
  const key = { ...props.seller, sku: props.sku };
  const [changingType, setChangingType] = useState(false);

  const header = (
    <>
      <PageHeader
        title={listing?.itemName ?? props.sku}
        breadcrumbs={[{ label: 'Your Listings', to: routeUrl('listings', {}) }, { label: props.sku }]}
      />
      <TabList
        selectedValue="edit"
        onTabSelect={(_e, data) => {
          if (data.value === 'activity') navigate(listingActivityUrl(key));
        }}
      >
        <Tab value="edit">Edit</Tab>
        <Tab value="activity">Activity</Tab>
      </TabList>
    </>
  );

  let body: ReactElement;
  const failed = listingQuery.error ?? definitions.error;
  if (failed && errorCode(failed) === 'FORBIDDEN') body = <ForbiddenState />;
  else if (listingQuery.error && errorCode(listingQuery.error) === 'NOT_FOUND')
    body = <EmptyState message={LISTINGS_MESSAGES.listingNotFound} />;
  else if (listingQuery.error)
    body = (
      <ErrorState
        message={errorMessage(listingQuery.error, LISTINGS_MESSAGES.itemDetailFailed)}
        onRetry={() => void listingQuery.refetch()}
      />
    );
  else if (!listing) body = <LoadingState label="Loading listing…" />;
  else if (definitions.error)
    body = (
      <ErrorState
        message={LISTINGS_MESSAGES.productTypeFieldsFailed(props.sku, listing.productType)}
        onRetry={() => void definitions.refetch()}
      />
    );
  else if (!definitions.fields) body = <LoadingState label="Loading the form…" />;
  else {
    const attributes = (listing.attributes ?? {}) as Attributes;
    body = (
      <div className={styles.layout}>
        <ListingEditor
          mode="update"
          seller={props.seller}
          sku={props.sku}
          productType={listing.productType}
          fields={definitions.fields}
          groups={definitions.groups}
          locale={definitions.locale}
          baseline={attributes}
          initialValues={toFormValues(attributes)}
          version={listing.version}
          flags={flags}
          onAccepted={() => void listingQuery.refetch()}
        />
        <VersionHistory
          seller={props.seller}
          sku={props.sku}
          highlighted={props.highlightedVersion}
          mayEdit={mayEdit}
          onReverted={() => void listingQuery.refetch()}
        />
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {header}
      {listing && (
        <div className={styles.facts}>
          <Text>SKU {listing.sku}</Text>
          {listing.asin && <Text>ASIN {listing.asin}</Text>}
          <Text>Product type {listing.productType}</Text>
          <Badge appearance="tint">{listing.status}</Badge>
          {mayEdit && (
            <Button size="small" onClick={() => setChangingType(true)}>
              Change product type
            </Button>
          )}
        </div>
      )}
      {listing && mayEdit && (
        <ChangeProductTypeDialog
          open={changingType}
          onClose={() => setChangingType(false)}
          seller={props.seller}
          sku={props.sku}
          productType={listing.productType}
          attributes={listing.attributes}
          version={listing.version}
          onRequested={() => void listingQuery.refetch()}
        />
      )}
      {body}
    </div>
  );
}
