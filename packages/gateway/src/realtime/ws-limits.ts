/** Largest websocket message accepted, the same cap as an HTTP body: bigger frames close the socket. */
export const WS_MAX_PAYLOAD_BYTES = 100 * 1024;
/** A socket that has not sent `connection_init` by then is closed (4408), so idle sockets cost nothing. */
export const WS_CONNECTION_INIT_TIMEOUT_MS = 3_000;
