import { useRefreshSessionUser } from '../../app/session/use-refresh-session-user';

/**
 * After a billing change the webhook has settled: a new token carries the subscription (spec 3 §4
 * 'Subscription'), and the session's user is read again so menus and route guards follow at once.
 */
export const useRefreshSubscription = useRefreshSessionUser;
