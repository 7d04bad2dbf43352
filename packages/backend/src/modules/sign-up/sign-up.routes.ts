import type { signUpContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { clientAddress } from '../../http/client-address.ts';
import type { ContractHandlers } from '../manifest.ts';
import { registerAmazonAudit } from './amazon-audit.service.ts';
import { issueCaptcha } from './captcha.ts';
import { signUp } from './sign-up.service.ts';

export function signUpHandlers(ctx: AppContext): ContractHandlers<typeof signUpContract> {
  return {
    captcha: async () => issueCaptcha(ctx),
    signUp: ({ body }) => signUp(ctx, body),
    amazonAudit: ({ body, req }) => registerAmazonAudit(ctx, body, clientAddress(req)),
  };
}
