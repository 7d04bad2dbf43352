import type { LISTING_SECTIONS } from '@portal/schema';
import type { GroupMatchesFragment } from '../../gql/graphql';

type Group = (typeof LISTING_SECTIONS)[number];

/** The Reflecting page's columns: each field group, its GraphQL field and its header. */
export const GROUP_COLUMNS: readonly {
  group: Group;
  field: keyof Omit<GroupMatchesFragment, '__typename'>;
  header: string;
}[] = [
  { group: 'product_identity', field: 'productIdentity', header: 'Product Identity' },
  { group: 'product_details', field: 'productDetails', header: 'Product Details' },
  { group: 'offer', field: 'offer', header: 'Offer' },
  { group: 'shipping', field: 'shipping', header: 'Shipping' },
  { group: 'safety_and_compliance', field: 'safetyAndCompliance', header: 'Safety and Compliance' },
  { group: 'variations', field: 'variations', header: 'Variations' },
  { group: 'images', field: 'images', header: 'Images' },
];

export const GROUP_LABEL: Readonly<Record<string, string>> = Object.fromEntries(
  GROUP_COLUMNS.map((c) => [c.group, c.header]),
);

export const REFLECTING_LABEL: Readonly<Record<number, string>> = {
  0: 'Not reflected yet',
  1: 'Reflected',
  2: 'Reflection failed',
};
