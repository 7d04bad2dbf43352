import { decodeJwt } from 'jose';

/**
 * How far the server's clock is ahead of this device's (negative when behind), read from the moment
 * the server issued the access token (`iat`, its own clock) and the moment the answer arrived. The
 * expiry the server sends is on its clock, so a device running 14 minutes fast would otherwise see
 * every new token as already due and refresh in a tight loop. Zero when the token carries no `iat`
 * (or is not a JWT): the device's clock is then the only one there is.
 */
export function serverClockOffsetMs(accessToken: string, receivedAt: number): number {
  try {
    const { iat } = decodeJwt(accessToken);
    return typeof iat === 'number' ? iat * 1000 - receivedAt : 0;
  } catch {
    return 0;
  }
}
