import type { AlertField, AlertFilterInput, AlertVisibleType } from '../../../gql/graphql';
import { type AlertParams, alertRange } from '../alert-params';

/** REST sort names → the GraphQL enum the grid sends. */
export const ALERT_FIELD: Record<AlertParams['sortBy'], AlertField> = {
  dateTime: 'DATE_TIME',
  alertType: 'ALERT_TYPE',
  alertSubType: 'ALERT_SUB_TYPE',
  brand: 'BRAND',
  marketplace: 'MARKETPLACE',
  sku: 'SKU',
  asin: 'ASIN',
  productName: 'PRODUCT_NAME',
};
const VISIBLE: Record<AlertParams['visible'][number], AlertVisibleType> = {
  Visible: 'VISIBLE',
  Hidden: 'HIDDEN',
};

/** The filter GET alerts receives for the address's state and the resolved account manager. */
export function alertFilter(params: AlertParams, manager: string | null, now?: Date): AlertFilterInput {
  const range = alertRange(params, now);
  const list = (values: readonly string[]) => (values.length > 0 ? [...values] : null);
  return {
    amEmail: manager,
    from: range.from,
    to: range.to,
    classification: params.classification,
    visibleTypes: params.visible.map((v) => VISIBLE[v]),
    brands: list(params.brands),
    subBrands: list(params.subBrands),
    alertTypes: list(params.alertTypes),
    alertSubTypes: list(params.alertSubTypes),
    marketplaces: list(params.marketplaces),
    ...(params.search.trim()
      ? {
          filterField: ALERT_FIELD[params.searchField],
          filterValue: params.search.trim(),
          filterOperator: 'CONTAINS',
        }
      : {}),
  };
}
