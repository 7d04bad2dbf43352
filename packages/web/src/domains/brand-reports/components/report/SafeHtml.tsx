import { NOTE_HTML_LINK_ATTRIBUTES, NOTE_HTML_SCHEMES, NOTE_HTML_TAGS } from '@portal/schema';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// The server's policy, from the one list in the schema.
const NOTE_POLICY = {
  ALLOWED_TAGS: [...NOTE_HTML_TAGS],
  ALLOWED_ATTR: [...NOTE_HTML_LINK_ATTRIBUTES],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${NOTE_HTML_SCHEMES.join('|')}):`, 'i'),
};

/** Note HTML sanitized with DOMPurify in the browser too: the server already did, but trust nobody. */
export function sanitizeNoteHtml(html: string): string {
  return DOMPurify.sanitize(html, NOTE_POLICY);
}

export type SafeHtmlProps = { html: string; className?: string; testId?: string };

export function SafeHtml({ html, className, testId }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeNoteHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify on the line above
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
