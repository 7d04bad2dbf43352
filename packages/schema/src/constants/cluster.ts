// What several backend and gateway instances tell each other through Redis (REDIS_URL).

/** Pub/sub channel: the id of a session that just ended (logout, refresh-token reuse, reset). */
export const SESSION_ENDED_CHANNEL = 'portal:session-ended';

/** Key prefix of every limiter the instances share (login throttles, per-key rate limits). */
export const SHARED_LIMITER_PREFIX = 'portal:limit';

/** How long a draining instance keeps answering before it closes (the balancer's probe interval × 2). */
export const DRAIN_GRACE_MS = 2_000;

/** The websocket close code a draining instance sends: clients reconnect, elsewhere. */
export const WS_CLOSE_GOING_AWAY = 1001;
