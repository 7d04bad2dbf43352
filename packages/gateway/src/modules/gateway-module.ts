import type { PortalApiConfig } from '../datasources/portal-rest-api.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Builds one REST data source for one GraphQL operation. */
export type DataSourceFactory<T = unknown> = (config: PortalApiConfig) => T;

/** The factories of a module's data sources, by name (S: the data source types by name). */
export type DataSourceFactories<S> = { readonly [K in keyof S]: DataSourceFactory<S[K]> };

/** One gateway module: its resolvers and the data sources they read, declared together. */
export interface GatewayModule<S = Record<never, never>> {
  name: string;
  resolvers: Resolvers;
  dataSources: DataSourceFactories<S>;
}

/**
 * Declares a gateway module. The schema's resolver list and the context's `dataSources` (names
 * and types) are both derived from the one list of modules in `modules/index.ts`.
 */
export function defineGatewayModule<S = Record<never, never>>(module: {
  name: string;
  resolvers: Resolvers;
  dataSources?: DataSourceFactories<S>;
}): GatewayModule<S> {
  return {
    name: module.name,
    resolvers: module.resolvers,
    dataSources: module.dataSources ?? ({} as DataSourceFactories<S>),
  };
}
