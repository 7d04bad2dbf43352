import type { RouteId } from '@portal/schema';

export interface HelpArticleContent {
  title: string;
  /** Paragraphs, shown in order. */
  paragraphs: readonly string[];
}

/**
 * In-app help per page (spec 1 §2.8), keyed by route id: the page key stored in viewedArticles.
 * A later screen adds its article here.
 */
export const HELP_ARTICLES: Partial<Record<RouteId, HelpArticleContent>> = {
  dashboard: {
    title: 'Welcome to the portal',
    paragraphs: [
      'The dashboard is your starting point. The menu on the left lists every area your account may use; collapse it with the menu button at the top to keep only the icons.',
      'The seller and marketplace selectors in the top bar choose which Amazon seller account and marketplace the listing pages and notifications show. Your choice is remembered on this device.',
      'If your brand works with a subscription and it has lapsed, the dashboard tells you so; ask your brand administrator to renew it from the billing page.',
    ],
  },
  listingsActivity: {
    title: 'Listing activity',
    paragraphs: [
      'This page lists what happened to your listings for the selected seller and marketplace: submitted updates, variation changes, bulk updates and uploads, and anything Amazon did not apply.',
      'Each entry shows an icon for its outcome: a green check for success, an orange warning when a listing or variation update failed, and a red error for bulk update issues, changes Amazon did not apply and failed product type changes.',
      'The bell in the top bar shows a dot when there is new activity. Opening it lists the newest entries; closing it marks them as read. Switch the seller or marketplace at the top to see another account.',
    ],
  },
};
