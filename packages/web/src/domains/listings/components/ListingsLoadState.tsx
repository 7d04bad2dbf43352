import { LISTINGS_MESSAGES } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import { errorCode } from '../../../app/apollo/error-message';
import { EmptyState, ErrorState, ForbiddenState } from '../../../ui';

/** Where a seller without listings goes to connect Seller Central (spec 3 'Connect to Amazon tab'). */
export const CONNECT_TO_AMAZON_PATH = '/account/connect-to-amazon';

/**
 * What a listings screen shows when its data did not come: the permission message when refused;
 * the spec's 'Unable to load listings data…' with a way to connect when the seller has no listings
 * (the API's not found); the same message with Retry for any other failure.
 */
export function ListingsLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = errorCode(error);
  if (code === 'FORBIDDEN') return <ForbiddenState />;
  if (code === 'NOT_FOUND')
    return (
      <EmptyState message={LISTINGS_MESSAGES.noConnection}>
        <RouterLink to={CONNECT_TO_AMAZON_PATH}>Connect to Amazon</RouterLink>
      </EmptyState>
    );
  return <ErrorState message={LISTINGS_MESSAGES.noConnection} onRetry={onRetry} />;
}
