import { camelCase, snakeCase } from 'change-case';
import type { CamelCase, CamelCasedProperties, SnakeCase } from 'type-fest';

/**
 * The one case-mapping rule between the REST contract's names (snake_case, spec 2 §3) and the
 * GraphQL and code names (camelCase): seller_sku ↔ sellerSku, old_buy_box ↔ oldBuyBox,
 * revenue_rate_1d → revenueRate1d, _id → id, productImageURL → productImageUrl, brand-reports →
 * brandReports. Every package maps names through these (docs/decisions/0341); a name the rule does
 * not give (brand → brandCode) is a genuine rename and is written where it happens.
 */
export const camelName = <S extends string>(name: S): CamelCase<S> =>
  // Digits join the word before them (revenueRate1d), as the brand fields' GraphQL names have them.
  camelCase(name, { mergeAmbiguousCharacters: true }) as CamelCase<S>;

/** The REST (snake_case) name of a GraphQL or code name: sellerSku → seller_sku. */
export const snakeName = <S extends string>(name: S): SnakeCase<S> => snakeCase(name) as SnakeCase<S>;

/** A REST row's top-level fields under their camelCase names; nested records pass as they are. */
export const camelKeys = <R extends object>(row: R): CamelCasedProperties<R> =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [camelName(key), value]),
  ) as CamelCasedProperties<R>;

/** A name map turned round (GraphQL enum name ↔ REST value, role ↔ GraphQL role); values are distinct. */
export type Inverse<T extends Record<string, string>> = { readonly [K in keyof T as T[K]]: K };
export const invert = <T extends Record<string, string>>(map: T): Inverse<T> =>
  // Object.fromEntries loses the key/value swap in its type.
  Object.fromEntries(Object.entries(map).map(([name, value]) => [value, name])) as Inverse<T>;
