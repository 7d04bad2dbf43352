import { GraphQLError } from 'graphql';
import { bearer, PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { MessageResult, Session, SessionTokens, TokenCheck } from '../../generated/resolvers-types.ts';
import { type RestLoginAnswer, type RestTokens, toSession, toSessionTokens } from './auth-mappers.ts';

/** The /auth endpoints of the REST contract. */
export class AuthAPI extends PortalRESTDataSource {
  async login(email: string, password: string): Promise<Session> {
    return toSession(await this.post<RestLoginAnswer>('auth/login', { body: { email, password } }));
  }

  async refresh(refreshToken: string): Promise<SessionTokens> {
    return toSessionTokens(await this.post<RestTokens>('auth/refresh', { headers: bearer(refreshToken) }));
  }

  async logout(): Promise<boolean> {
    await this.post('auth/logout');
    return true;
  }

  async checkRegisterToken(token: string): Promise<TokenCheck> {
    try {
      const answer = await this.get<{ valid: boolean; email?: string | null }>('auth/register', {
        headers: bearer(token),
      });
      return { valid: answer.valid === true, email: answer.email ?? null };
    } catch (error) {
      // An unusable token is an answer here, not a failure: the screen says the link expired.
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
        return { valid: false, email: null };
      }
      throw error;
    }
  }

  async setPassword(token: string, password: string, passwordConfirmation: string): Promise<MessageResult> {
    const answer = await this.post<{ message: string }>('auth/register', {
      headers: bearer(token),
      body: { password, passwordConfirmation },
    });
    return { message: answer.message };
  }

  async requestPasswordReset(email: string): Promise<MessageResult> {
    const answer = await this.post<{ message: string }>('auth/password-reset', { body: { email } });
    return { message: answer.message };
  }
}
