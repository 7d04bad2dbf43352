import { Text } from '@fluentui/react-components';
import type { CurrencyGroup } from '../currency-groups';

/**
 * Says why money is shown per currency (issue 38 point 2: dollars and pounds were added into one
 * 'Revenue'): no rate is assumed, so no amount of one currency is ever added to another's.
 */
export function MixedCurrencyNote({ groups }: { groups: readonly CurrencyGroup[] }) {
  const list = groups.map((g) => `${g.currency} (${g.names.join(', ')})`).join(' and ');
  return (
    <Text role="note" size={200}>
      Amounts are not added across currencies: the selected marketplaces sell in {list}. Money is totalled per
      currency below, and the chart shows only figures that are not money.
    </Text>
  );
}
