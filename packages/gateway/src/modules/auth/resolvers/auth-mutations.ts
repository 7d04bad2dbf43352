import type { MutationResolvers } from '../../../generated/resolvers-types.ts';

export const authMutations: MutationResolvers = {
  login: (_root, { email, password }, { dataSources }) => dataSources.auth.login(email, password),
  refreshSession: (_root, { refreshToken }, { dataSources }) => dataSources.auth.refresh(refreshToken),
  logout: (_root, _args, { dataSources }) => dataSources.auth.logout(),
  setPassword: (_root, { token, password, passwordConfirmation }, { dataSources }) =>
    dataSources.auth.setPassword(token, password, passwordConfirmation),
  requestPasswordReset: (_root, { email }, { dataSources }) => dataSources.auth.requestPasswordReset(email),
};
