/**
 * Follows a file link the portal answered (an export, an invoice): the signed token in it is the
 * credential and the file answers as an attachment, so the page stays where it is.
 */
export function openDownload(link: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
