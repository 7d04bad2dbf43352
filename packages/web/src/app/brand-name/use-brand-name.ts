import { useBrandNameQuery } from '../../gql/hooks';

/**
 * A brand's name for titles and headings, from the caller's visible brands (one cached list for
 * every brand page). Until it is known, or for a brand the caller cannot see, the code stands in.
 */
export function useBrandName(brandCode: string): string {
  const { data } = useBrandNameQuery();
  return data?.brandIds.find((b) => b.brandCode === brandCode)?.name ?? brandCode;
}
