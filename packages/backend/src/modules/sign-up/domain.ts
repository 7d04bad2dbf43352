import { signUpContract } from '@portal/schema/rest';
import * as m0107 from '../../db/migrations/0107_sign_up_promotion_code.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { signUpHandlers } from './sign-up.routes.ts';

/** Self-serve sign-up (issue 33): the offline captcha, the promotion code and POST ffp/sign-up. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'sign-up',
    contract: signUpContract,
    handlers: signUpHandlers,
    migrations: { '0107_sign_up_promotion_code': m0107 },
  }),
];
