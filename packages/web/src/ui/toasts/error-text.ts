/**
 * Spec 1 §8: "a prefix followed by the server message". A prefix that already ends a sentence is
 * followed by a space, any other by a colon: 'Unable to get brands: timeout', 'Unable to get data! timeout'.
 */
export function errorText(prefix: string, serverMessage?: string | null): string {
  const server = serverMessage?.trim();
  if (!server) return prefix;
  if (!prefix) return server;
  // A server that answers with the portal's own sentence would otherwise print it twice.
  if (server === prefix.trim()) return prefix;
  return /[.!?:]$/.test(prefix) ? `${prefix} ${server}` : `${prefix}: ${server}`;
}
