import { MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import {
  useChangeProductIgnoreStatusMutation,
  useChangeProductSubBrandCodeMutation,
  useProductDetailQuery,
} from '../../../gql/hooks';
import { EmptyState, ErrorState, ForbiddenState, LoadingState, useNotify, usePageTitle } from '../../../ui';
import { ProductDetailPage } from '../components/ProductDetailPage';

/** /products/{sku}/detail (spec 3 'Product detail'). */
export function ProductDetailView() {
  const sku = useParams().sku ?? '';
  usePageTitle(`Product ${sku}`);
  const notify = useNotify();
  const { data, loading, error, refetch } = useProductDetailQuery({ variables: { sku } });
  const [changeIgnore, ignoreState] = useChangeProductIgnoreStatusMutation();
  const [changeSubBrand, subBrandState] = useChangeProductSubBrandCodeMutation();

  /** Saves one field; the mutation answers the product, which refreshes the cache in place. */
  const save = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch (failure) {
      notify.error(errorMessage(failure, MESSAGES.unableToUpdateProduct));
      return false;
    }
  };

  if (error && errorCode(error) === 'FORBIDDEN') return <ForbiddenState />;
  if (error)
    return (
      <ErrorState message={errorMessage(error, MESSAGES.unableToGetProduct)} onRetry={() => void refetch()} />
    );
  if (loading || !data) return <LoadingState />;
  if (!data.productDetail) return <EmptyState message={MESSAGES.productNotFound} />;
  return (
    <ProductDetailPage
      product={data.productDetail}
      busy={ignoreState.loading || subBrandState.loading}
      onSaveIgnore={(ignore) => save(() => changeIgnore({ variables: { sku, ignore } }))}
      onSaveSubBrand={(subBrandCode) => save(() => changeSubBrand({ variables: { sku, subBrandCode } }))}
    />
  );
}
