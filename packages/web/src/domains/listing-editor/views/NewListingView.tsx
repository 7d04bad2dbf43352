import { Combobox, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { LISTING_EDITOR_MESSAGES, LISTINGS_MESSAGES } from '@portal/schema';
import type { ReactElement } from 'react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorCode } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import { useListingProductTypesQuery } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, PageHeader, usePageTitle } from '../../../ui';
import { useProductTypeFields } from '../../product-type-fields/use-product-type-fields';
import { ListingEditor } from '../components/ListingEditor';
import { editorFlags } from '../editor-flags';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  choose: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-start',
    '& > *': { flex: '1 1 260px', minWidth: 0, maxWidth: '420px' },
  },
  control: { minWidth: 0, width: '100%' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** /new-listing: spec 3 'New listing page', for the selected seller and marketplace. */
export function NewListingView() {
  usePageTitle('Create a new listing');
  const { selection, loading, error, refetch } = useMarketplaceSelection();
  let body: ReactElement;
  if (selection)
    body = <NewListing key={`${selection.sellerId}/${selection.marketplaceId}`} seller={selection} />;
  else if (loading) body = <LoadingState label="Loading…" />;
  else body = <ErrorState message={LISTINGS_MESSAGES.noConnection} onRetry={error ? refetch : undefined} />;
  return (
    <div>
      <PageHeader title="Create a new listing" />
      {body}
    </div>
  );
}

function NewListing({ seller }: { seller: { sellerId: string; marketplaceId: string } }) {
  const styles = useStyles();
  const [search] = useSearchParams();
  const [keywords, setKeywords] = useState('');
  const [productType, setProductType] = useState<string | null>(null);
  const [sku, setSku] = useState('');
  const [skuError, setSkuError] = useState<string | null>(null);
  const deferred = useDeferredValue(keywords.trim());
  const types = useListingProductTypesQuery({ variables: { ...seller, keywords: deferred || null } });
  const definitions = useProductTypeFields(seller, productType);
  const found = types.data?.listingProductTypes ?? types.previousData?.listingProductTypes ?? [];

  if (types.error && errorCode(types.error) === 'FORBIDDEN') return <ForbiddenState />;

  const checkSku = () => {
    const problem = sku.trim() ? null : LISTING_EDITOR_MESSAGES.skuRequired;
    setSkuError(problem);
    return problem;
  };

  let form: ReactElement | null = null;
  if (productType) {
    if (definitions.error)
      form = (
        <ErrorState
          message={LISTINGS_MESSAGES.productTypeFieldsFailed(sku, productType)}
          onRetry={() => void definitions.refetch()}
        />
      );
    else if (!definitions.fields) form = <LoadingState label="Loading the form…" />;
    else
      form = (
        <ListingEditor
          key={productType}
          mode="create"
          seller={seller}
          sku={sku}
          productType={productType}
          fields={definitions.fields}
          groups={definitions.groups}
          locale={definitions.locale}
          baseline={{}}
          initialValues={{}}
          version={null}
          flags={editorFlags(search)}
          checkSku={checkSku}
          onAccepted={() => undefined}
        />
      );
  }

  return (
    <div className={styles.root}>
      <div className={styles.choose}>
        <Field label="Product type" required hint="Search by name, e.g. shirt or kitchen.">
          <Combobox
            className={styles.control}
            freeform
            placeholder="Search product types"
            value={keywords}
            onChange={(e) => setKeywords(e.target.value)}
            onOptionSelect={(_e, data) => {
              setProductType(data.optionValue ?? null);
              setKeywords(data.optionText ?? '');
            }}
          >
            {found.map((t) => (
              <Option key={t.name} value={t.name} text={t.displayName}>
                {`${t.displayName} (${t.name})`}
              </Option>
            ))}
            {found.length === 0 && !types.loading && (
              <Option value="" disabled text="">
                No product type matches.
              </Option>
            )}
          </Combobox>
        </Field>
        <Field label="SKU" required validationMessage={skuError ?? undefined}>
          <Input
            className={styles.control}
            value={sku}
            onChange={(_e, data) => {
              setSku(data.value);
              if (skuError && data.value.trim()) setSkuError(null);
            }}
          />
        </Field>
      </div>
      {types.error && (
        <ErrorState message={LISTINGS_MESSAGES.noConnection} onRetry={() => void types.refetch()} />
      )}
      {!productType && <Text className={styles.hint}>Choose a product type to see its form.</Text>}
      {form}
    </div>
  );
}
