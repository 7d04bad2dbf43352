import { CONNECTION_MESSAGES } from '@portal/schema';
import { errorMessage } from '../../../app/apollo/error-message';

/** Spec 2/3 §8 'Sub-brand save failure': the server's message, else the error's, else 'Something went wrong'. */
export const subBrandSaveFailure = (error: unknown): string =>
  errorMessage(error, CONNECTION_MESSAGES.somethingWentWrong);
