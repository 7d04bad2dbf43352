import { createParser, parseAsArrayOf, parseAsString } from 'nuqs';

/**
 * Address parsers for the screens' filter state, on top of nuqs's own (`parseAsString`,
 * `parseAsInteger`, `parseAsStringLiteral`, `parseAsIsoDate`, …). A value a screen cannot use
 * reads as absent, so the screen's default applies instead of a broken view.
 */

/** A comma-separated list (`brandCodes=A,B`), empty entries dropped. */
export const parseAsList = parseAsArrayOf(parseAsString, ',');

/** A zero-based page number: a non-negative integer. */
export const parseAsPage = createParser({
  parse: (value) => {
    const page = Number(value);
    return Number.isInteger(page) && page >= 0 ? page : null;
  },
  serialize: (page: number) => String(page),
});

/** One of a fixed list of numbers (page sizes). */
export function parseAsNumberOf<const T extends number>(options: readonly T[]) {
  return createParser({
    parse: (value) => {
      const number = Number(value);
      return (options as readonly number[]).includes(number) ? (number as T) : null;
    },
    serialize: (value: T) => String(value),
  });
}

/** A string accepted by a predicate (for example a known marketplace id or metric id). */
export function parseAsStringWhere<T extends string>(accepts: (value: string) => value is T) {
  return createParser({
    parse: (value) => (accepts(value) ? value : null),
    serialize: (value: T) => value,
  });
}
