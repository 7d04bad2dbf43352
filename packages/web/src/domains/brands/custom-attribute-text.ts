import { CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH } from '@portal/schema';

/** A person a USER-type custom attribute may name (the staff of GET users/brand-role-assignees). */
export type AttributePerson = { id: string | number; name: string };

/**
 * What a custom attribute's value reads as: a USER attribute holds a user id, which means nothing to
 * a reader, so it reads as the person's name (issue 38 point 6); an id nobody has any more stays as
 * it is rather than vanishing. Null when there is no value.
 */
export function customAttributeText(
  attribute: { type: string; value?: string | null },
  people: readonly AttributePerson[],
): string | null {
  const value = attribute.value ?? null;
  if (value === null || value === '') return null;
  if (attribute.type !== 'USER') return value;
  return people.find((p) => String(p.id) === value)?.name ?? value;
}

/**
 * The length limit a typed value is edited under (issue 38 point 13): the server takes at most
 * 2,000 characters of text or link; a number or a person is chosen, not typed at length.
 */
export const customAttributeValueLimit = (type: string) =>
  type === 'TEXT' || type === 'LINK'
    ? { max: CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH, subject: 'The value' }
    : undefined;

/**
 * A value the server would refuse for its attribute's type, in the server's words (the custom
 * attributes service); a person is chosen from a list, so only numbers and links are checked here.
 */
export function customAttributeTypeRefusal(type: string, name: string, value: string): string | undefined {
  if (value === '') return undefined;
  if (type === 'NUMBER' && !Number.isFinite(Number(value))) return `${name} must be a number`;
  if (type === 'LINK') {
    try {
      if (['http:', 'https:'].includes(new URL(value).protocol)) return undefined;
    } catch {
      // Not a URL at all: the same refusal.
    }
    return `${name} must be an http or https link`;
  }
  return undefined;
}
