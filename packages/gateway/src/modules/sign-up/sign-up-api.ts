import { signUpContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';

/** The public sign-up calls (contract: packages/schema/src/sign-up/sign-up.rest.ts). */
export class SignUpAPI extends PortalRESTDataSource {
  captcha() {
    return this.call(signUpContract.captcha, {});
  }

  async signUp(input: {
    email: string;
    password: string;
    captchaToken: string;
    captchaAnswer: string;
    plan?: string | null;
    price?: string | null;
    promotionCodeId?: string | null;
  }) {
    const answer = await this.call(signUpContract.signUp, {
      body: {
        email: input.email,
        password: input.password,
        recatpchaToken: input.captchaToken,
        captchaAnswer: input.captchaAnswer,
        plan: input.plan ?? undefined,
        price: input.price ?? undefined,
        promotionCodeId: input.promotionCodeId ?? null,
      },
    });
    return answer.id;
  }

  async amazonAudit(input: { email: string; captchaToken: string; captchaAnswer: string }) {
    const answer = await this.call(signUpContract.amazonAudit, {
      body: { email: input.email, captcha: input.captchaToken, captchaAnswer: input.captchaAnswer },
    });
    return answer.message;
  }
}
