import { authContract } from '@portal/schema/rest';
import { GraphQLError } from 'graphql';
import { bearer, PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { MessageResult, Session, SessionTokens, TokenCheck } from '../../generated/resolvers-types.ts';
import { toSession, toSessionTokens } from './auth-mappers.ts';

/** The /auth endpoints of the REST contract. */
export class AuthAPI extends PortalRESTDataSource {
  async login(email: string, password: string): Promise<Session> {
    return toSession(await this.call(authContract.login, { body: { email, password } }));
  }

  async refresh(refreshToken: string): Promise<SessionTokens> {
    return toSessionTokens(await this.call(authContract.refresh, { headers: bearer(refreshToken) }));
  }

  async logout(): Promise<boolean> {
    await this.call(authContract.logout);
    return true;
  }

  async checkRegisterToken(token: string): Promise<TokenCheck> {
    try {
      const answer = await this.call(authContract.checkRegisterToken, { headers: bearer(token) });
      return { valid: answer.valid, email: answer.email };
    } catch (error) {
      // An unusable token is an answer here, not a failure: the screen says the link expired.
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
        return { valid: false, email: null };
      }
      throw error;
    }
  }

  async setPassword(token: string, password: string, passwordConfirmation: string): Promise<MessageResult> {
    const answer = await this.call(authContract.setPassword, {
      headers: bearer(token),
      body: { password, passwordConfirmation },
    });
    return { message: answer.message };
  }

  async requestPasswordReset(email: string): Promise<MessageResult> {
    const answer = await this.call(authContract.requestPasswordReset, { body: { email } });
    return { message: answer.message };
  }
}
