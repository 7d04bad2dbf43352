import { createContext, type ReactNode, useContext } from 'react';
import { type CallGraphQL, fetchGraphQL } from './graphql-call';

// The default is the real fetch, so the signed-out pages need no provider; tests pass a caller
// that runs through the mocked Apollo transport.
const GraphQLCallContext = createContext<CallGraphQL>(fetchGraphQL);

export interface GraphQLCallProviderProps {
  call: CallGraphQL;
  children: ReactNode;
}

export function GraphQLCallProvider({ call, children }: GraphQLCallProviderProps) {
  return <GraphQLCallContext.Provider value={call}>{children}</GraphQLCallContext.Provider>;
}

/** How the signed-out pages call the gateway (without Apollo Client). */
export function useGraphQLCall(): CallGraphQL {
  return useContext(GraphQLCallContext);
}
