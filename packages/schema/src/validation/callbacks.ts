import { object, string } from 'yup';
import { MESSAGES, VALIDATION_MESSAGES } from '../constants/messages.ts';

const requiredParam = (message: string) => string().trim().required(message);

/** The advertising authorization callback needs code, state and scope (spec 1 §5). */
export const advertisingCallbackSchema = object({
  code: requiredParam(MESSAGES.advertisingAuthorizationFailed),
  state: requiredParam(MESSAGES.advertisingAuthorizationFailed),
  scope: requiredParam(MESSAGES.advertisingAuthorizationFailed),
});

/** The Selling Partner API callback needs selling_partner_id, state and spapi_oauth_code (spec 3 §5). */
export const amazonAuthorizationCallbackSchema = object({
  selling_partner_id: requiredParam(VALIDATION_MESSAGES.amazonAuthorizationIncomplete),
  state: requiredParam(VALIDATION_MESSAGES.amazonAuthorizationIncomplete),
  spapi_oauth_code: requiredParam(VALIDATION_MESSAGES.amazonAuthorizationIncomplete),
  mws_auth_token: string().optional(),
});
