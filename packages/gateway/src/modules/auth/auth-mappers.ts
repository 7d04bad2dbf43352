import type {
  authContract,
  RouteAnswerBody as RestAnswer,
  sessionTokensShape,
  userShape,
} from '@portal/schema/rest';
import type { z } from 'zod';
import { toGraphQLBrandType, toGraphQLRole } from '../../auth/auth-user.ts';
import type { Session, SessionTokens, Viewer } from '../../generated/resolvers-types.ts';

/** The REST answers, as the contract (packages/schema/src/auth/auth.rest.ts) declares them. */
export type RestUser = z.output<typeof userShape>;
export type RestTokens = z.output<typeof sessionTokensShape>;
export type RestLoginAnswer = RestAnswer<typeof authContract.login>;

/** Epoch seconds, epoch milliseconds or ISO text, always as ISO text for the DateTime scalar. */
export function toIsoDateTime(value: string | number): string {
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value).toISOString();
  return new Date(value).toISOString();
}

export function toViewer(user: RestUser): Viewer {
  return {
    userId: String(user.userId),
    email: user.email,
    name: user.name ?? '',
    role: toGraphQLRole(user.role),
    brandType: toGraphQLBrandType(user.brand_type),
    brandAdmin: user.brand_admin === true,
    activeBrandSubscription: user.active_brand_subscription === true,
    brandCode: user.brand_code ?? null,
    brandName: user.brand_name ?? null,
    subBrandCodes: user.sub_brand_codes ?? [],
    accountFeatures: user.account_features ?? [],
    viewedArticles: user.viewed_articles ?? [],
  };
}

export function toSessionTokens(tokens: RestTokens): Omit<SessionTokens, '__typename'> {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: toIsoDateTime(tokens.accessTokenExpiresAt),
  };
}

export function toSession(answer: RestLoginAnswer): Session {
  return { user: toViewer(answer), ...toSessionTokens(answer), refreshToken: answer.refreshToken };
}
