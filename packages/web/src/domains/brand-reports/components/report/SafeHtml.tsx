import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Same policy as the server (sanitize-html): basic formatting, lists and http(s)/mailto links only.
const NOTE_POLICY = {
  ALLOWED_TAGS: [
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
  ],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
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
