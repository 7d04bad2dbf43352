import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { errorText } from '../../../ui';

/** FORBIDDEN answers show the forbidden state, never a half-empty page. */
export const isForbidden = (error: unknown): boolean => errorCode(error) === 'FORBIDDEN';

/** Spec 1 §8: the screen's prefix followed by the server's message, when it sent one. */
export const loadErrorText = (prefix: string, error: unknown): string =>
  errorText(prefix, errorMessage(error, ''));
