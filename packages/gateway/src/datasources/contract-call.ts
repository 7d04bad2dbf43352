import type { RestRoute, RouteBodyInput, RouteQueryInput } from '@portal/schema/rest';

/** What one call of a contract route sends: path values, query, body and extra headers. */
export interface ContractCall<R extends RestRoute> {
  params?: Record<string, string>;
  query?: RouteQueryInput<R>;
  body?: RouteBodyInput<R>;
  headers?: Record<string, string>;
}

/** Query values as the backend reads them: lists comma-separated, absent values left out. */
export function queryString(query: object | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else params.set(name, String(value));
  }
  return params;
}
