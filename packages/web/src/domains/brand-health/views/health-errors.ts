import { errorCode, errorMessage } from '../../../app/apollo/error-message';

/** FORBIDDEN answers show the forbidden state, never a half-empty page. */
export const isForbidden = (error: unknown): boolean => errorCode(error) === 'FORBIDDEN';

/** The backend's 404 for a brand that does not exist ('Brand not found'). */
export const BRAND_NOT_FOUND = 'Brand not found';
export const isBrandNotFound = (error: unknown): boolean => errorMessage(error, '') === BRAND_NOT_FOUND;
