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
