/** Listing filter enumerations and limits (spec 1 §3, spec 3 §5 and §9). */

export const LISTING_STATUSES = ['BUYABLE', 'DISCOVERABLE', 'ERROR', 'WARNING'] as const;
export const LISTING_ARCHIVED_FILTERS = ['ARCHIVED', 'NOT ARCHIVED'] as const;
export const LISTING_VARIATION_FILTERS = ['ALL LISTINGS', 'ONLY VARIATIONS'] as const;
export const LISTING_SECTIONS = [
  'product_identity',
  'product_details',
  'images',
  'offer',
  'shipping',
  'safety_and_compliance',
  'variations',
] as const;

export const DEFAULT_LISTING_ARCHIVED_FILTER = 'NOT ARCHIVED';
export const DEFAULT_LISTING_VARIATION_FILTER = 'ALL LISTINGS';
export const DEFAULT_LISTINGS_PAGE_SIZE = 40;

/** Listing page tabs; custom_attributes is hidden for ffp. */
export const LISTING_TABS = ['edit', 'activity', 'custom_attributes'] as const;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SLOTS = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CSV_MAX_BYTES = 350 * 1024 * 1024;
/** CSV headings are read from the first line within this many bytes. */
export const CSV_HEADING_BYTES = 10_240;

/** Timings of spec 3 §9, in milliseconds. */
export const BULK_UPDATE_COOLDOWN_MS = 5_000;
export const MAPPING_REFETCH_DELAY_MS = 2_500;
export const PARENT_SKU_REDIRECT_DELAY_MS = 3_000;
export const POST_SIGNUP_LOGIN_DELAY_MS = 3_000;
export const RECENTLY_REFLECTED_DIALOG_DELAY_MS = 1_500;

/** Billing defaults. */
export const DEFAULT_PLAN = 'standard';
export const DEFAULT_PRICE = 'monthly';
export const MAX_MARKETPLACES_LIST_BASE = 125;

/** The listings area's messages (spec 3 §8), once. */
export const LISTINGS_MESSAGES = {
  noConnection: 'Unable to load listings data, make sure you have connected a Seller Central account.',
  countFailed: 'Unable get listings count.',
  recentlyReflectedFailed: 'Error getting recently reflected listings.',
  refetchThrottled: 'Refetching listings throttled, please retry in 60 seconds',
  refetchAccepted: 'Refetching successful. Your updated listings will be available in a few minutes.',
  deleted: 'Item deleted successfully',
  deleteFailed: 'Unable to delete item',
  differencesFailed: 'Error getting listing update differences.',
  noDifferences: 'No differences found for this listing.',
  itemDetailFailed: 'Unable to fetch Amazon Listings Item details',
  listingNotFound: 'Listing not found',
  productTypeFieldsFailed: (sku: string, productType: string) =>
    `Unable to get product type fields for listing with SKU ${sku} and product type ${productType}`,
  listingChanged: 'The listing changed since you opened it; reload it and try again.',
  skuTaken: 'A listing with this SKU already exists.',
  versionNotFound: 'No such version of this listing.',
  imageTooLarge: 'File size should be less than 5 MB.',
  imageUploadFailed: 'Error uploading image',
  // Not in the spec's words (it lists the types only): docs/decisions/0530.
  imageType: 'The image must be a JPG, JPEG or PNG file.',
  imageNotFound: 'No such image.',
} as const;

/** The listing editor's words (spec 3 §4 'Update result', §5 'Listing form', §8). */
export const LISTING_EDITOR_MESSAGES = {
  invalidFields: 'Invalid fields on the form.',
  noChangesDetected:
    "No differences detected. Please make sure you have changed at least one field and haven't left any required fields empty.",
  forceUpdateNote: "Sometimes Amazon's pre-submission validation is overly strict.",
  skuRequired: 'SKU is required.',
  // Not in the spec's words (it says 'success message'): docs/decisions/0500.
  accepted: (version: number | null | undefined) =>
    `Your changes were accepted for processing${version ? ` as version ${version}` : ''}. Amazon usually shows them within minutes to a few hours.`,
  created: (version: number | null | undefined) =>
    `The listing was accepted for creation${version ? ` as version ${version}` : ''}. Amazon usually shows it within minutes to a few hours.`,
  parentSkuChanged: 'The parent SKU changed. Taking you back to your listings in 3 seconds…',
  submitFailed: 'Error while saving the changes',
  productTypeChangeFailed: 'There were some problems with your product type change request.',
  // spec 3 §4 says 'a dialog stating the change was requested'; these words are ours (ADR 0530).
  productTypeChangeRequested: (productType: string) =>
    `The change to product type ${productType} was requested. The listing may be offline for 15 minutes to a few hours.`,
  productTypeChangeWarning:
    'Changing the product type resubmits the listing under the new type: attributes the new type does not define are dropped, and the listing may be offline for 15 minutes to a few hours.',
} as const;

/** The submit button's label per form mode (spec 3 §2 'Listing edit page'). */
export const LISTING_SUBMIT_LABELS = {
  create: 'Create Listing',
  update: 'Update Listing',
  changeProductType: 'Change Product Type',
  force: 'Force Update',
} as const;

/** After a parent SKU change the page goes back to the list after 3 s (spec 3 §9). */
export const PARENT_SKU_REDIRECT_MS = 3000;

/** REFETCH LISTINGS at most once a minute per seller and marketplace (spec 3 §8). */
export const REFETCH_THROTTLE_SECONDS = 60;
/** The reflection dashboard's length (spec 3 §9). */
export const REFLECTION_DASHBOARD_SIZE = 50;
/** Reflection states (spec 3 §3). */
export const REFLECTING_STATES = { notReflected: 0, reflected: 1, failed: 2 } as const;
