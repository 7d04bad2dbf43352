/** Spec 3 §8 'Sign-up and authorization' and 'Connection and drive' messages, §9's limits, once. */
export const CONNECTION_MESSAGES = {
  authorizationInProgress: 'Amazon authorization in progress, please wait ...',
  authorizationMissing: 'No information for seller partner id, state, auth_code',
  noBrand: 'No brand.',
  authorizationGranted:
    'Selling Partner API authorization granted successfully. Your listings will be available in a few minutes.',
  linkFailed: 'Unable to get authorization link',
  marketplacesFailed: 'Unable to get Amazon Marketplaces',
  somethingWentWrong: 'Something went wrong',
  sellerNameUpdated: 'Seller name updated',
  sellerNameFailed: 'Unable to update seller name',
  revokeFailed: 'Unable to revoke Selling Partner API access',
  revoked: 'The Selling Partner API access was revoked.',
  // Not in the spec: the Connect to Amazon tab's Advertising API revoke, its question and success.
  adsRevokeQuestion:
    'Revoke the Advertising API access? The advertising reports stop updating until it is granted again.',
  adsRevoked: 'The Advertising API access was revoked.',
  // Not in the spec: the sub-brand editor's connection cards for someone who may not finish a grant.
  subBrandConnectionsByOthers:
    'An agency admin, manager or user, or the brand’s admin, connects this sub brand’s Amazon accounts.',
  marketplaceRequired: 'The marketplace is required',
  overwriteWarning:
    'Authorizing a marketplace that is already authorized overwrites the earlier authorization.',
  maxReached: 'You have reached the maximum number of marketplaces of your plan.',
  addMarketplaces: 'Add marketplaces',
  // Not in the spec: the connection cards' empty state, beside the connect action.
  noConnection: 'No marketplace is connected yet.',
  // Not in the spec: the confirmation before a disconnect (spec 3 §4 "with confirmation").
  confirmDisconnect: (seller: string, marketplace: string) =>
    `Disconnect ${seller} in ${marketplace}? Syncing its data stops until it is authorized again.`,
  // Not in the spec: a state that is unknown, used, expired or another user's.
  stateRefused: 'This authorization link is no longer valid. Please start the connection again.',
  sellerNotConnected: 'This seller is not connected to this marketplace.',
} as const;

/** How long a started Selling Partner grant may take to come back (Amazon's code lives five minutes). */
export const SP_AUTHORIZATION_STATE_TTL_MS = 15 * 60 * 1000;
/** Spec 3 §9: the authorization-time listing fetch waits at most this long before redirecting. */
export const AUTHORIZATION_FETCH_TIMEOUT_MS = 3000;

/** Spec 3 §5 and §8 'Sign-up and account' messages, once. */
export const SIGN_UP_MESSAGES = {
  accountCreated: 'Account created. Now you need to connect to your Amazon account.',
  emailTaken: 'Error creating account, that email may already be taken.',
  promotionCodeEmpty: 'Please enter a promotion code before applying.',
  promotionCodeInvalid: (code: string) => `Invalid promotion code ${code}.`,
  promotionCodeProblem: (code: string) => `Problem retrieving promotion code ${code}.`,
  wrongCaptcha: 'Wrong captcha',
  unableToRegister: 'Unable to register',
  // Not quoted by the spec (it names only the form): the Amazon audit registration's answer, the
  // same whether or not the address already has an account, so the form tells nobody who does.
  auditRegistered: (email: string) =>
    `Thank you. We have sent an email to ${email} with a link to set your password; then connect your Amazon account for the audit.`,
  tooManyRegistrations: 'Too many registration requests. Please try again later.',
} as const;

/** Spec 3 §5 and §9: the plan and price a sign-up takes unless the address names others. */
export const SIGN_UP_DEFAULT_PLAN = 'standard';
export const SIGN_UP_DEFAULT_PRICE = 'monthly';
/** Spec 3 §9 'post-signup login delay'. */
export const SIGN_UP_LOGIN_DELAY_MS = 3000;
/** How long an offline captcha challenge may be answered. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/** Spec 3 §5 'Connection' and §8: Seller Central credentials and directed IDs. */
export const SELLER_CENTRAL_MESSAGES = {
  emailRequired: 'The email is required',
  passwordRequired: 'The password is required',
  sellerIdRequired: 'The Seller ID is required',
  tokenRequired: 'The 2-step verification token is required',
  directedIdRequired: 'The Directed ID is required',
  marketplaceRequired: 'The Marketplace is required',
  stored: 'Seller Central credentials correctly stored',
  storeFailed: 'Unable to store Seller Central credentials',
  directedIdsSaved: 'Directed IDs saved successfully',
  directedIdsFailed: 'Error saving Directed IDs',
} as const;

/** Spec 3 §5 and §8 'Connection and drive': the drive connector's messages, once. */
export const DRIVE_MESSAGES = {
  noFolder: 'No Folder ID set for this report type.',
  updated: 'Google Drive data updated successfully',
  updateFailed: 'Unable to update Google Drive data',
  updateError: 'Error updating Google Drive data',
  writePermission: 'Write Permission Setting Error on service account.',
} as const;

/** Spec 3 §9: the drive table's default page size. */
export const DRIVE_TABLE_PAGE_SIZE = 40;
