// Every message of spec 1 §8 and the auth-screen messages of spec 2 §8, with their exact texts.
// Screens and services import these; nobody re-types a message.

/** Spec 1 §8, the error catalogue: each text is written here and nowhere else in the source. */
export const SPEC_1_CATALOGUE = {
  // Session and sign-in (spec 1 §4.1, §8)
  sessionExpired: 'Session expired, please login again',
  loginIncorrect: 'Email or password is incorrect',

  // Errors (spec 1 §8)
  advertisingAuthorizationFailed:
    'Something went wrong obtaining the advertising authorization. Please try again.',
  unableToGetBrands: 'Unable to get brands',
  unableToGetReport: 'Unable to get report',
  unableToGetDataBang: 'Unable to get data!',
  unableToGetBrandUtilsData: 'Unable to get brand utils data!',
  unableToGetData: 'Unable to get data',
  unableToGetSummaryData: 'Unable to get summary data',
  unableToGetChartData: 'Unable to get chart data',
  unableToDownloadAdvertisingPerformance: 'Unable to download Advertising Performance Data',
  unableToUpdateBrand: 'Unable to update brand',

  // Successes (spec 1 §8)
  advertisingAuthorizationGranted: 'Advertising authorization granted successfully',
  brandUpdated: 'Brand updated successfully',
  advertisingPerformanceDownloaded: 'Advertising Performance Data was downloaded.',

  // Empty states (spec 1 §8)
  noNewActivity: 'There is no new activity',
  /** Spec 3 §2 Activity page: no entry matches. */
  noActivityFound: 'No activity found.',
  /** Spec 3 §2 Activity page: while the entries load. */
  loadingActivityEntries: 'Loading activity entries...',
  noData: 'No data',
  noSalesNotes: 'There is no Sales Notes.',
  noAdvertisingNotes: 'There is no Advertising Notes.',
} as const;

export const MESSAGES = {
  ...SPEC_1_CATALOGUE,

  // Set-password, registration and reset (spec 2 §2, §8)
  invalidToken: 'Invalid token',
  setPasswordDescription: 'Please enter and confirm your new password',
  registrationSucceeded:
    'Account successfully created, please log in using your email address and the password you just created',
  passwordChanged:
    'Password changed successfully, please log in using your email address and the password you just created',
  passwordResetEmailSent:
    'An email has been sent. Please follow the link in the email to complete your password reset request.',
  resetPasswordHeading: 'Reset your password',
  invitationSent: 'Invitation email has been sent',
  // Issue 33 users administration (not quoted by the spec; ADR 0581).
  userDeactivated: 'User deactivated',
  // Not in the spec: deactivating a user who never accepted their invitation withdraws it.
  invitationRevoked: 'Invitation revoked',
  userReactivated: 'User reactivated',
  // A grant travels in the access token: it applies when the user's session next refreshes.
  accountFeaturesSaved: 'Features saved. They apply within 15 minutes, or at the user’s next sign-in.',
  unableToGetUsers: 'Unable to get users',
  subBrandUpdated: 'Sub brand updated successfully',

  // Dashboard notice for ffp and ecom3k brands without a subscription (spec 2 §2)
  subscriptionInactive:
    'Your subscription is inactive. Please contact your administrator to renew your subscription',

  // Overall performance (spec 2 §8, Analytics)
  unableToGetSkus: 'Unable to get SKUs',
  unableToGetMetricData: 'Unable to get metric data',
  unableToGetSummary: 'Unable to get Summary',

  // Brands, notes and custom attributes (spec 2 §2, §8)
  unableToGetBrandInfo: 'Unable to get Brand Info',
  unableToUpdateBrandCustomAttribute: 'Unable to update brand custom attribute',
  errorGettingSubBrands: 'Error getting sub brands',
  unableToGetBrandWatchlist: 'Unable to get brand watchlist',
  unableToGetBrandsOverviewData: 'Unable to get brands overview data',
  loadingBrandInformation: 'Loading Brand Information ...',
  checklistEmpty: 'There are not data to show',
  searchByBrandName: 'Search By Brand Name',
  unableToGetNotes: 'Unable to get notes',
  unableToSaveNote: 'Unable to save note',
  unableToUpdateNote: 'Unable to update note',
  unableToDeleteNote: 'Unable to delete note',
  noteEmpty: 'The note cannot be empty',
  noteCreated: 'Note created',
  noteUpdated: 'Note updated',
  noteDeleted: 'Note deleted',
  unableToGetCustomAttributes: 'Unable to get custom attributes',
  unableToAddCustomAttribute: 'Unable to add custom attribute',
  unableToEditCustomAttribute: 'Unable to edit custom attribute',
  unableToDeleteCustomAttribute: 'Unable to delete custom attribute',
  customAttributeAdded: 'Successfully added custom attribute',
  customAttributeEdited: 'Successfully edited custom attribute',
  customAttributeDeleted: 'Successfully deleted custom attribute',
  // Commissions (spec 3 §8, spec 2 §8): the commissions table and the commission details page.
  unableToGetCommissions: 'Unable to get Commissions',
  unableToGetCommissionData: 'Unable to get commission data',
  unableToGetCommissionRuleData: 'Unable to get commission rule data',
  errorWaivingCommissions: 'Error waiving commissions',

  // ASINs, watchlists and movers (spec 2 §8)
  unableToGetAsins: 'Unable to get Asins',
  unableToGetAsin: 'Unable to get Asin',
  asinNotFound: 'Asin not found',
  unableToAddAsinToWatchlist: 'Unable to add Asin to watchlist',
  unableToRemoveAsinFromWatchlist: 'Unable to remove Asin from watchlist',
  unableToGetAsinWatchlist: 'Unable to get ASIN watchlist',
  unableToGetRevenueData: 'Unable to get revenue data',
  unableToLoadGainerData: 'Unable to load gainer data',
  unableToLoadLoserData: 'Unable to load loser data',
  errorLoadingData: 'Error loading data',
  // ASIN analytics (spec 2 §8) use unableToGetSkus and unableToGetMetricData above.
  unableToGetBrandPerformance: 'Unable to get brand performance',
  unableToGetBrandInventory: 'Unable to get brand inventory',
  // ASIN inventory, and the fees and offers tabs (spec 2 §8).
  unableToGetInventoryData: 'Unable to get inventory data',
  unableToGetInventory: 'Unable to get inventory',
  // Product detail (spec 3 §8).
  unableToGetProduct: 'Unable to get product',
  unableToUpdateProduct: 'Unable to update product',
  // Not quoted by the spec: a SKU that does not exist or that the caller may not see.
  productNotFound: 'Product not found',
  // Not quoted by the spec: a sub brand that is not one of the product's brand's own.
  subBrandNotOfBrand: 'The sub brand must be one of the product’s brand’s sub brands',

  // ASIN keywords and their search result rank (spec 2 §8)
  unableToGetAsinKeywords: 'Unable to get Asin Keywords',
  unableToSaveAsinKeyword: 'Unable to save Asin keyword',
  keywordDeleteFailed: 'Something went wrong with adding keyword. Please try again later.',
  asinKeywordDeleted: 'Asin keyword deleted successfully',
  asinKeywordSaved: 'Asin keyword saved successfully',
} as const;

/** 'Performance Checklist for {brand}' (spec 2 §2). */
export const checklistTitle = (brand: string): string => `Performance Checklist for ${brand}`;
/** The delete confirmation of the custom attributes pages (spec 2 §2). */
export const deleteCustomAttributeQuestion = (name: string): string =>
  `Are you sure that you want to delete custom attribute ${name}?`;

export type MessageKey = keyof typeof MESSAGES;

/** Validation texts of spec 1 §5, spec 2 §5 and spec 3 §5 used by the shared schemas. */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailNotValid: 'Email not valid',
  passwordRequired: 'Password is required',
  passwordRules:
    'Password must contain at least 8 characters, one uppercase, one number and one special case character',
  passwordsMustMatch: 'Passwords must match',
  // Not quoted by the spec: chosen wording for the "cannot end after today" rule (spec 1 §5).
  dateRangeEndsAfterToday: 'The date range cannot end after today',
  // Not quoted by the spec: a range must not run backwards.
  dateRangeReversed: 'The start date must not be after the end date',
  amazonAuthorizationIncomplete: 'No information for seller partner id, state, auth_code',
  // Brand edit (spec 2 §5).
  brandCodeRequired: 'Brand code is required',
  nameRequired: 'Name is required',
  statusRequired: 'Status is required',
  sellerCentralLocationRequired: 'Seller central account location is required for Max Results brands',
  // Not quoted by the spec: a brand is created with a type (the server's refusal, shown in the form too).
  typeRequired: 'Type is required',
  // ASIN lookup and update (spec 2 §5).
  asinNumberRequired: 'ASIN number is required',
  asinRequired: 'ASIN is required',
  brandRequired: 'Brand is required',
  // Product detail's Ignore (spec 3 §5).
  fieldRequired: 'This field is required',
  // Gross sales percent waiver (spec 3 §5 gives the bounds and step, not the wording).
  waiverPercentageRange: 'Enter a percentage from 0 to 100',
  waiverPercentageStep: 'Use steps of 0.1',
} as const;
