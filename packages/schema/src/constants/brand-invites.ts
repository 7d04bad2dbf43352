/**
 * Brand admins inviting on /account/users (issue 33, ADR 0598). Not in the spec: a brand admin may
 * invite only brand users of their own brand, and keeps at most this many invitations pending (not
 * yet accepted) at once, so a loop cannot mail strangers without bound. The form shows both before
 * submit; the backend enforces both.
 */
export const BRAND_PENDING_INVITES_MAX = 20;

export const BRAND_INVITE_MESSAGES = {
  notYourBrand: 'You can only invite users into your own brand',
  brandUsersOnly: 'A brand admin can only invite brand users',
  pendingLimit: `Your brand already has ${BRAND_PENDING_INVITES_MAX} pending invitations. Revoke one or wait until it is accepted.`,
} as const;

/**
 * Every invitation's fields (POST /users/invite, by an admin or a brand admin): the contract refuses
 * and the form shows these limits in the same words (ADR 0596's rule, ADR 0598).
 */
export const INVITE_EMAIL_MAX_LENGTH = 320;
export const INVITE_NAME_MAX_LENGTH = 200;
