import { type Backend, createBackend, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/backend';
import { type AccessSubject, fromGraphQLBrandType, fromGraphQLRole, isAccountFeature } from '@portal/schema';
import { createGateway, type Gateway } from '../index.ts';
import { type GraphQLAnswer, postGraphQL } from '../test-kit/graphql-http.ts';

/** A signed-in demo account as the harness uses it: its tokens and the access tables' view of it. */
export interface HarnessSession {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  subject: AccessSubject;
  brandCode: string | null;
}

/** The real backend (in-memory PGlite, demo seed) behind a real gateway, both on loopback ports. */
export interface HarnessStack {
  backend: Backend;
  gateway: Gateway;
  /** Gateway base URL. */
  url: string;
  backendUrl: string;
  signIn(email: string): Promise<HarnessSession>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

export const demoEmails: string[] = DEMO_ACCOUNTS.map((account) => account.email);

const LOGIN = `mutation HarnessLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken refreshToken
    user { userId email role brandType brandAdmin activeBrandSubscription brandCode subBrandCodes accountFeatures }
  }
}`;

interface LoginData {
  login: {
    accessToken: string;
    refreshToken: string;
    user: {
      userId: string;
      email: string;
      role: Parameters<typeof fromGraphQLRole>[0];
      brandType: Parameters<typeof fromGraphQLBrandType>[0] | null;
      brandAdmin: boolean;
      activeBrandSubscription: boolean;
      brandCode: string | null;
      subBrandCodes: string[];
      accountFeatures: string[];
    };
  };
}

export async function startHarnessStack(): Promise<HarnessStack> {
  const backend = await createBackend({
    pgliteDataDir: 'memory://',
    seed: 'demo',
    devTools: true,
    logger: false,
  });
  const backendUrl = await backend.listen(0, '127.0.0.1');
  const gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
  const url = await gateway.listen(0, '127.0.0.1');
  const gql: HarnessStack['gql'] = (query, variables = {}, token) =>
    postGraphQL(url, query, variables, token);
  return {
    backend,
    gateway,
    url,
    backendUrl,
    gql,
    async signIn(email) {
      const answer = await gql<LoginData>(LOGIN, { email, password: DEMO_PASSWORD });
      const login = answer.data?.login;
      if (!login) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.errors)}`);
      const { user } = login;
      return {
        email,
        userId: user.userId,
        accessToken: login.accessToken,
        refreshToken: login.refreshToken,
        brandCode: user.brandCode,
        subject: {
          role: fromGraphQLRole(user.role),
          brandType: user.brandType ? fromGraphQLBrandType(user.brandType) : null,
          brandAdmin: user.brandAdmin,
          activeSubscription: user.activeBrandSubscription,
          subBrandCodes: user.subBrandCodes,
          accountFeatures: user.accountFeatures.filter(isAccountFeature),
        },
      };
    },
    async close() {
      await gateway.close();
      await backend.close();
    },
  };
}
