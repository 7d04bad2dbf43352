/**
 * Which browser origins may open the portal's websocket. A browser always sends `Origin` on an
 * upgrade, so a page on another site cannot ride a user's connection (cross-site websocket
 * hijacking); clients without a browser (scripts, the partner API) send none and are let through,
 * since they hold their own token and no ambient credential is at stake.
 */
export function createOriginCheck(publicUrl: string, development: boolean) {
  const portalOrigin = new URL(publicUrl).origin;
  return (origin: string | undefined, host: string | undefined): boolean => {
    if (origin === undefined) return true;
    if (origin === portalOrigin) return true;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    // The portal served from its own address under another name (a LAN address, 127.0.0.1).
    if (host !== undefined && parsed.host === host) return true;
    // The Vite dev server proxies the websocket from its own port.
    return development && (parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1');
  };
}
