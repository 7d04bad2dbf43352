import { NOTE_HTML_LINK_ATTRIBUTES, NOTE_HTML_SCHEMES, NOTE_HTML_TAGS } from '@portal/schema';
import type sanitizeHtmlModule from 'sanitize-html';

/**
 * Report notes are rich text stored as HTML. Whatever a client sends, only this subset is kept:
 * basic formatting, headings, lists and links to http(s)/mailto. No scripts, styles, event
 * handlers or javascript: links survive, so a stored note is inert wherever it is shown.
 */
const noteOptions = (sanitizeHtml: typeof sanitizeHtmlModule): sanitizeHtmlModule.IOptions => ({
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
});

/** Sanitized HTML of a note, or null when nothing readable is left (an empty editor sends '<p></p>'). */
export async function sanitizeNote(html: string | null | undefined): Promise<string | null> {
  if (html === null || html === undefined) return null;
  // Loaded at the first note saved (htmlparser2 and its entities, ~2 MB): docs/decisions/0587.
  const sanitizeHtml = (await import('sanitize-html')).default;
  const clean = sanitizeHtml(html, noteOptions(sanitizeHtml)).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? null : clean;
}
