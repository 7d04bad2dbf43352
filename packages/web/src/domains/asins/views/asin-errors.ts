import { errorCode, errorMessage } from '../../../app/apollo/error-message';

export const isForbidden = (error: unknown): boolean => errorCode(error) === 'FORBIDDEN';

/** Spec 2 §8: the server's text when it sent one (a 4xx), else the spec's message. */
export const preferServerMessage = (error: unknown, fallback: string): string =>
  errorMessage(error, fallback);
