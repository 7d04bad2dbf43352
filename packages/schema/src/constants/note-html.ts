/**
 * The rich-text subset report notes may hold (spec 1 §2.6): basic formatting, headings, lists and
 * links. The backend stores only this (sanitize-html) and the browser shows only this (DOMPurify).
 */
export const NOTE_HTML_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
];

/** Attributes kept on links; no other element keeps any. */
export const NOTE_HTML_LINK_ATTRIBUTES: readonly string[] = ['href', 'title', 'target', 'rel'];

/** Link schemes a note may use: no javascript:, data: or protocol-relative links. */
export const NOTE_HTML_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** Notes longer than this (in HTML characters) are refused rather than cut. */
export const NOTE_MAX_LENGTH = 50_000;

/** The monthly report form's labels for its two notes: a refusal names the box the user typed in. */
export const BRAND_REPORT_NOTE_LABELS = { sales_note: 'Sales Note', ad_note: 'Advertising Note' } as const;

/** A brand note's longest text, in characters (the brand notes contract and the note boxes). */
export const BRAND_NOTE_MAX_LENGTH = 10_000;

const lengthFormat = new Intl.NumberFormat('en-US');

/**
 * A length limit in words, as the form shows it before submit and the server refuses with (issue 38
 * point 13: 'content.description must be at most 10000 characters' named an internal field).
 */
export const noteTooLongMessage = (what: string, max: number): string =>
  `${what} must be at most ${lengthFormat.format(max)} characters`;
