import type { SessionUser } from '../session/session-types';

/** Only same-app paths are followed, so ?from= cannot send the user to another site. */
export function safeOrigin(from: string | null | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return null;
  return from;
}

/** Spec 1 §4.1: ffp brand users land on their listings, others return where they came from or go home. */
export function afterLoginPath(user: Pick<SessionUser, 'role' | 'brandType'>, from: string | null): string {
  if (user.role === 'BRAND_USER' && user.brandType === 'FFP') return '/amazon-listings-items';
  return safeOrigin(from) ?? '/';
}
