import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useBrandName } from '../../../app/brand-name/use-brand-name';
import { useBrandPerformanceQuery } from '../../../gql/hooks';
import {
  EmptyState,
  ErrorState,
  ForbiddenState,
  LoadingState,
  parseAsStringWhere,
  useAddressState,
  usePageTitle,
} from '../../../ui';
import { BrandLayout } from '../../brands/components/BrandLayout';
import { BrandHealthPage } from '../components/BrandHealthPage';
import { healthMonths, marketplacesOf } from '../health-model';
import { BRAND_NOT_FOUND, isBrandNotFound, isForbidden } from './health-errors';

const isMonth = (value: string): value is string => /^\d{4}-\d{2}-01$/.test(value);
const isMarketplace = (value: string): value is string => /^[A-Z0-9]{8,20}$/.test(value);
const parsers = { month: parseAsStringWhere(isMonth), marketplace: parseAsStringWhere(isMarketplace) };

/**
 * /brand-health/{id} (spec 2 'Brand health'): the month list from 2021-04-01, newest first, and the
 * chosen month's sections. Month and marketplace live in the address, so a view can be shared.
 */
export function BrandHealthView() {
  const brandCode = useParams().id ?? '';
  const brandName = useBrandName(brandCode);
  usePageTitle(`Amazon Health · ${brandName}`);
  const [state, update] = useAddressState(parsers);
  const { data, loading, error, refetch } = useBrandPerformanceQuery({ variables: { brandCode } });
  const months = useMemo(() => healthMonths(new Date()), []);
  const rows = data?.brandPerformance ?? [];
  const marketplaces = marketplacesOf(rows);
  // The latest month with a snapshot unless one was chosen: a new month opens before its report.
  const month = state.month ?? rows.at(-1)?.month ?? months[0] ?? '';
  const marketplaceId = state.marketplace ?? marketplaces[0] ?? null;

  let body: ReactNode;
  if (error && isForbidden(error)) body = <ForbiddenState />;
  else if (error && isBrandNotFound(error)) body = <EmptyState message={BRAND_NOT_FOUND} />;
  else if (error)
    body = <ErrorState message={MESSAGES.unableToGetBrandPerformance} onRetry={() => void refetch()} />;
  else if (loading && !data) body = <LoadingState label="Loading brand health…" />;
  else
    body = (
      <BrandHealthPage
        brandCode={brandCode}
        brandName={brandName}
        months={months}
        month={month}
        onMonthChange={(value) => void update({ month: value })}
        marketplaces={marketplaces}
        marketplaceId={marketplaceId}
        onMarketplaceChange={(value) => void update({ marketplace: value })}
        rows={rows}
      />
    );
  return (
    <BrandLayout brandCode={brandCode} current="amazonHealth">
      {body}
    </BrandLayout>
  );
}
