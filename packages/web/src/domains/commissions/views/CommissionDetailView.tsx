import { MESSAGES, todayUtc } from '@portal/schema';
import { parseAsString } from 'nuqs';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { usePermission } from '../../../app/session/use-permission';
import {
  useCommissionDetailQuery,
  useCommissionRuleQuery,
  useWaiveCommissionMutation,
} from '../../../gql/hooks';
import {
  EmptyState,
  errorText,
  ForbiddenState,
  PageHeader,
  useAddressState,
  useNotify,
  usePageTitle,
} from '../../../ui';
import { CommissionDetailPage } from '../components/CommissionDetailPage';
import { commissionDetailRange, readCommissionMonth } from '../detail-range';
import { commissionsUrl } from '../urls';

const PARAMS = { brand: parseAsString.withDefault(''), month: parseAsString };

/** /commissions-detail?brand=&month= (spec 3 §2 'Commission details page'). */
export function CommissionDetailView() {
  const [params, update] = useAddressState(PARAMS);
  const brandCode = params.brand.trim();
  const notify = useNotify();
  const today = todayUtc();
  const month = readCommissionMonth(params.month, today);
  const range = commissionDetailRange(month, today);
  const rule = useCommissionRuleQuery({ variables: { brandCode }, skip: !brandCode });
  // The rule call's only input is the brand: refused as bad input, the brand does not exist (404).
  const unknownBrand = errorCode(rule.error) === 'BAD_USER_INPUT';
  usePageTitle(
    unknownBrand ? 'Brand not found' : brandCode ? `Commission details · ${brandCode}` : 'Commission details',
  );
  const hasRule = Boolean(rule.data?.commissionRule);
  // Without a rule the detail answers 404: it is not asked, and the page says the brand has none.
  const detail = useCommissionDetailQuery({
    variables: { brandCode, ...range, month },
    skip: !hasRule,
    fetchPolicy: 'cache-and-network',
  });
  const [waive, waiving] = useWaiveCommissionMutation();
  // Waiving is its own permission (ADR 0220): today the same roles, but declared apart.
  const canWaive = usePermission('commissions.waive');

  // The page keeps its heading when there is nothing to show under it.
  const empty = (message: ReactNode) => (
    <section aria-label="Commission details">
      <PageHeader title="Commission details" breadcrumbs={[{ label: 'Commissions', to: commissionsUrl() }]} />
      <EmptyState message={message} />
    </section>
  );
  if (!brandCode)
    return empty(
      <>
        No brand chosen: open a brand from <RouterLink to={commissionsUrl()}>Commissions</RouterLink>.
      </>,
    );
  if (unknownBrand) return empty(`Brand ${brandCode} was not found.`);
  if (errorCode(rule.error) === 'FORBIDDEN' || errorCode(detail.error) === 'FORBIDDEN')
    return <ForbiddenState />;

  const onWaive = async (salesPercentage: number) => {
    try {
      await waive({ variables: { brandCode, month, salesPercentage } });
      notify.success(`Waived ${salesPercentage}% of ${brandCode}’s gross sales for ${month}`);
      // The months, the table and the chart are figured from the waiver: read them again.
      await detail.refetch();
      return true;
    } catch (failure) {
      notify.error(errorText(MESSAGES.errorWaivingCommissions, errorMessage(failure, '')));
      return false;
    }
  };

  return (
    <CommissionDetailPage
      brandCode={brandCode}
      month={month}
      onMonthChange={(next) => void update({ month: next })}
      rule={{
        data: rule.data?.commissionRule,
        loading: rule.loading,
        error: rule.error
          ? errorText(MESSAGES.unableToGetCommissionRuleData, errorMessage(rule.error, ''))
          : null,
        onRetry: () => void rule.refetch(),
      }}
      detail={{
        data: detail.data,
        loading: detail.loading,
        error: detail.error
          ? errorText(MESSAGES.unableToGetCommissionData, errorMessage(detail.error, ''))
          : null,
        onRetry: () => void detail.refetch(),
      }}
      canWaive={canWaive}
      waiving={waiving.loading}
      onWaive={onWaive}
    />
  );
}
