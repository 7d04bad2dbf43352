import { errorCode, errorMessage } from '../../../app/apollo/error-message';

export const isForbidden = (error: unknown): boolean => errorCode(error) === 'FORBIDDEN';

/** Spec 2 §8 "server message preferred": the server's text when it sent one, else the spec's. */
export const preferServerMessage = (error: unknown, fallback: string): string =>
  errorMessage(error, fallback);
