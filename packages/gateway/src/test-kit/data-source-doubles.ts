import type { DataSources } from '../context.ts';

// biome-ignore lint/suspicious/noExplicitAny: matches any method signature; the mapped type keeps the real one.
type AnyMethod = (...args: any[]) => unknown;
type Methods<T> = { [K in keyof T as T[K] extends AnyMethod ? K : never]: T[K] };

/** Doubles for some methods of some data sources, each with the real method's signature. */
export type DataSourceDoubles = { [K in keyof DataSources]?: Partial<Methods<DataSources[K]>> };

/**
 * A typed stand-in for the per-operation data sources, for module tests that are about the
 * resolvers, not the backend (the harness keeps the real backend). A method without a double
 * throws with its name, so a resolver reaching for an unexpected call fails the test clearly.
 */
export function dataSourceDoubles(doubles: DataSourceDoubles): DataSources {
  const given = doubles as Record<string, Record<string, unknown> | undefined>;
  return new Proxy({} as DataSources, {
    get: (_target, source) => {
      if (typeof source !== 'string') return undefined;
      const methods = given[source] ?? {};
      return new Proxy(methods, {
        get: (target, method) => {
          if (typeof method !== 'string' || method === 'then') return undefined;
          if (method in target) return target[method];
          return () => {
            throw new Error(`No double for dataSources.${source}.${method}`);
          };
        },
      });
    },
  });
}
