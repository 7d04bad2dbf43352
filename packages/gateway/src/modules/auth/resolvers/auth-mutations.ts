import type { MutationResolvers } from '../../../generated/resolvers-types.ts';

export const authMutations: MutationResolvers = {
  login: (_root, { email, password }, { dataSources }) => dataSources.auth.login(email, password),
  refreshSession: (_root, { refreshToken }, { dataSources }) => dataSources.auth.refresh(refreshToken),
  logout: async (_root, _args, { dataSources, endSession }) => {
    const done = await dataSources.auth.logout();
    // Refuse the token here at once, not when this gateway's session cache next asks the backend.
    endSession?.();
    return done;
  },
  setPassword: (_root, { token, password, passwordConfirmation }, { dataSources }) =>
    dataSources.auth.setPassword(token, password, passwordConfirmation),
  requestPasswordReset: (_root, { email }, { dataSources }) => dataSources.auth.requestPasswordReset(email),
};
