import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { SignUpAPI } from './sign-up-api.ts';

const signUpResolvers: Resolvers = {
  Query: {
    captcha: (_root, _args, { dataSources }) => dataSources.signUp.captcha(),
  },
  Mutation: {
    signUp: (_root, args, { dataSources }) => dataSources.signUp.signUp(args),
    amazonAuditRegister: (_root, args, { dataSources }) => dataSources.signUp.amazonAudit(args),
  },
};

export const signUpModule = defineGatewayModule({
  name: 'sign-up',
  resolvers: signUpResolvers,
  dataSources: { signUp: (config) => new SignUpAPI(config) },
});
