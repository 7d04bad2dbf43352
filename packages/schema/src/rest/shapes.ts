import { z } from 'zod';

/** Every error answer: the status repeated and a message meant for people. */
export const errorShape = z.object({ statusCode: z.number().int(), message: z.string() }).meta({
  id: 'Error',
  description: 'Every error answer: the status repeated and a message meant for people.',
});

export const messageShape = z.object({ message: z.string() }).meta({ id: 'Message' });

export const nullableString = z.string().nullable();

/** A calendar day as the contract writes it. */
export const day = z.iso.date();

/**
 * A list in a query string: repeated keys or comma-separated values (or a JSON array in a body);
 * blanks and repeats dropped.
 */
export const listParam = (maxItems = 500, maxLength = 100) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => [
      ...new Set(
        (Array.isArray(raw) ? raw : [raw])
          .flatMap((item) => String(item).split(','))
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ])
    .pipe(z.array(z.string().max(maxLength)).max(maxItems))
    .meta({ description: 'Repeat the parameter or separate values with commas.' });

/** A whole number from a query string (or a JSON number), within bounds. */
export const integerParam = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^-?\d+$/, 'must be a whole number')])
    .transform(Number)
    .pipe(
      z
        .number()
        .int('must be a whole number')
        .min(min, `must be between ${min} and ${max}`)
        .max(max, `must be between ${min} and ${max}`),
    );

/** Optional free text: blank counts as absent. */
export const optionalText = (max: number) => z.string().max(max).optional();

/** A list of codes or ids (brand codes, user ids): letters, digits, dots, dashes, underscores. */
export const codeList = (maxItems = 500) =>
  listParam(maxItems, 100).pipe(
    z.array(
      z
        .string()
        .regex(/^[A-Za-z0-9._-]+$/, 'must hold codes of letters, digits, dots, dashes or underscores'),
    ),
  );

/** Ascending or descending, as every sortable list of the spec writes it. */
export const sortOrderShape = z.enum(['asc', 'desc']);

/**
 * The page and page size of an offset-paged list (pages count from 0). `defaultPageSize` is what the
 * service uses when the caller sends none, stated in the document where the route has one.
 */
export const pagingQuery = (maxPageSize: number, defaultPageSize?: number) => ({
  page: integerParam(0, 100_000).optional().meta({ description: 'Zero-based.' }),
  pageSize:
    defaultPageSize === undefined
      ? integerParam(1, maxPageSize).optional()
      : integerParam(1, maxPageSize)
          .optional()
          .meta({ description: `Default ${defaultPageSize}.` }),
});

/**
 * The query of the spec's grids (ASINs, brands, products errors, the ASIN market data tables): a page,
 * one sort field and order, one filter field and its value.
 */
export const gridQuery = <const S extends readonly string[], const F extends readonly string[]>(grid: {
  sortFields: S;
  filterFields: F;
  maxPageSize: number;
  defaultPageSize?: number;
  /** What the order is when no sort field is sent, where the document states it. */
  defaultSort?: string;
}) => ({
  ...pagingQuery(grid.maxPageSize, grid.defaultPageSize),
  sortField:
    grid.defaultSort === undefined
      ? z.enum(grid.sortFields).optional()
      : z.enum(grid.sortFields).optional().meta({ description: grid.defaultSort }),
  sortOrder: sortOrderShape.optional(),
  filterField: z.enum(grid.filterFields).optional(),
  filterValue: optionalText(200),
});

/** One page of an offset-paged list: how many rows match in all, and this page's rows. */
export const pageShape = <S extends z.ZodType>(row: S) =>
  z.object({ count: z.number().int(), rows: z.array(row) });

/** An Amazon marketplace id (ATVPDKIKX0DER) as paths, queries and bodies carry it. */
export const marketplaceIdShape = z.string().regex(/^[A-Z0-9]{8,20}$/, 'must be a marketplace id');
