import { NOTE_HTML_LINK_ATTRIBUTES, NOTE_HTML_SCHEMES, NOTE_HTML_TAGS } from '@portal/schema';
import sanitizeHtml from 'sanitize-html';

/**
 * Report notes are rich text stored as HTML. Whatever a client sends, only this subset is kept:
 * basic formatting, headings, lists and links to http(s)/mailto. No scripts, styles, event
 * handlers or javascript: links survive, so a stored note is inert wherever it is shown.
 */
const NOTE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...NOTE_HTML_TAGS],
  allowedAttributes: { a: [...NOTE_HTML_LINK_ATTRIBUTES] },
  allowedSchemes: [...NOTE_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside the portal and never hand it a window.opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Sanitized HTML of a note, or null when nothing readable is left (an empty editor sends '<p></p>'). */
export function sanitizeNote(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, NOTE_HTML).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? null : clean;
}
