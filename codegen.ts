import type { CodegenConfig } from '@graphql-codegen/cli';
import { permissionEnumTypeDefs } from './packages/schema/src/access/permission-enum.ts';
import { GRAPHQL_ENUM_VALUES } from './packages/schema/src/graphql-enum-values.ts';

// One contract, two outputs: typed documents for the web and resolver types for the gateway.
const scalars = { DateTime: 'string', JSON: 'unknown' };

const config: CodegenConfig = {
  // The hand-written SDL plus the Permission enum generated from the access table (as the gateway builds it).
  schema: ['packages/schema/src/**/*.graphql', permissionEnumTypeDefs()],
  documents: ['packages/web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'packages/web/src/gql/': {
      preset: 'client',
      // Trusted documents (docs/decisions/0112): persisted-documents.json lists every operation of
      // the web by its sha256; the gateway serves them by hash alone.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
    // Per-operation hooks (useMeQuery, …) over the preset's typed documents; Apollo Client 4 has no
    // typescript-react-apollo, so a small local plugin writes them.
    'packages/web/src/gql/hooks.ts': {
      documents: ['packages/web/src/**/*.graphql'],
      plugins: ['./packages/web/codegen-hooks.cjs'],
    },
    // Typed answers for the web's tests: mocks are resolvers over the real SDL (src/test/schema-mock.ts),
    // so a mock that misses a field the screen asks for fails to compile instead of passing quietly.
    'packages/web/src/gql/schema-resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: { scalars, useTypeImports: true, enumsAsTypes: true, contextType: 'unknown' },
    },
    'packages/gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        enumsAsTypes: true,
        // Resolvers see the REST values of these enums (sp, adGroup, advertising_cost, warning); the
        // gateway's enum resolvers map them to the GraphQL names from the same table.
        enumValues: GRAPHQL_ENUM_VALUES,
        // Resolvers return the backend's REST shapes; field resolvers derived from the metric table
        // turn them into the GraphQL types, so a row keeps one shape inside the gateway.
        mappers: {
          AdPerformanceRow: '../modules/advertising/advertising-rest.ts#RestAdRow',
          AdSummaryMetric: '../modules/advertising/advertising-rest.ts#RestAdSummary',
          AdChartSeries: '../modules/advertising/advertising-rest.ts#RestAdSeries',
        },
      },
    },
  },
};

export default config;
