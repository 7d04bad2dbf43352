/**
 * Per-user bounds on what a user stores or starts (issue 28, finding 8; docs/decisions/0313). Each
 * sits far above what the portal's own screens do, so only a script that loops meets them, and each
 * refusal says in words what was refused and what to do.
 */
export const USER_QUOTAS = {
  /** Saved data-table layouts (one per table; the portal has a few dozen tables). */
  tableLayouts: 200,
  /** Help articles marked as read (one per page). */
  viewedArticles: 500,
  /** Page views recorded per rolling 24 hours (a busy day of clicking is a few hundred). */
  pageViewsPerDay: 5000,
} as const;

export const QUOTA_MESSAGES = {
  tableLayouts: `You can keep saved layouts for at most ${USER_QUOTAS.tableLayouts} tables; this table’s layout was not saved.`,
  viewedArticles: `At most ${USER_QUOTAS.viewedArticles} help articles can be marked as read.`,
  pageViews: `At most ${USER_QUOTAS.pageViewsPerDay} page views are recorded per user per day; try again tomorrow.`,
} as const;

/** Unfinished jobs (queued or running) one user may have of a kind at once. */
export const JOBS_ACTIVE_PER_USER = 2;

export const activeJobsLimitMessage = (what: string, limit: number = JOBS_ACTIVE_PER_USER): string =>
  `You already have ${limit} ${what} in progress. Wait for one to finish, then try again.`;
