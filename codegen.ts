import type { CodegenConfig } from '@graphql-codegen/cli';
import { derivedTypeDefs } from './packages/schema/src/derived-sdl.ts';
import { GRAPHQL_ENUM_VALUES } from './packages/schema/src/graphql-enum-values.ts';

// One contract, two outputs: typed documents for the web and resolver types for the gateway.
const scalars = { DateTime: 'string', JSON: 'unknown' };

const config: CodegenConfig = {
  // The hand-written SDL plus the SDL derived from the access and metric tables (as the gateway builds it).
  schema: ['packages/schema/src/**/*.graphql', ...derivedTypeDefs()],
  documents: ['packages/web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'packages/web/src/gql/': {
      preset: 'client',
      // Trusted documents (docs/decisions/0112, 0576): persisted-documents.json, every operation of
      // the web by the sha256 of the text Apollo Client sends, is written after this by
      // packages/web/scripts/write-persisted-documents.ts; the gateway serves them by hash alone.
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
    // The session's and the sign-in pages' operations again, alone and as strings: the signed-out
    // first load sends them with a small fetch (decision 0260), and importing them from the typed
    // documents above would pull every operation of the web (and graphql's printer) into the entry.
    'packages/web/src/gql/sign-in/': {
      documents: [
        'packages/web/src/domains/auth/graphql/*.graphql',
        'packages/web/src/domains/users/graphql/SessionUserFields.graphql',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'signInGql' },
      config: { scalars, enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
    },
    // The example client's operations (examples/, issue 36): typed strings, sent with fetch and graphql-ws.
    'examples/src/gql/': {
      documents: ['examples/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
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
        // Resolvers return the backend's REST shapes; field resolvers derived from the contract's row
        // (restFieldResolvers: the case rule plus the genuine renames) or the metric table turn them
        // into the GraphQL types, so a row keeps one shape inside the gateway.
        mappers: {
          Alert: '../modules/alerts/module.ts#RestAlert',
          LateFbmShipment: '../modules/alerts/module.ts#RestLateFbmShipment',
          DeletedSku: '../modules/alerts/module.ts#RestDeletedSku',
          MissingParent: '../modules/alerts/module.ts#RestMissingParent',
          PerformanceRow: '../modules/performance/module.ts#RestPerformanceRow',
          PerformanceSummary: '../modules/performance/module.ts#RestPerformanceSummary',
          AdPerformanceRow: '../modules/advertising/advertising-rest.ts#RestAdRow',
          AdSummaryMetric: '../modules/advertising/advertising-rest.ts#RestAdSummary',
          AdChartSeries: '../modules/advertising/advertising-rest.ts#RestAdSeries',
          DriveDelivery: '../modules/drive-delivery/drive-delivery-api.ts#RestDriveDelivery',
          DriveFile: '../modules/drive-delivery/drive-delivery-api.ts#RestDriveFile',
        },
      },
    },
  },
};

export default config;
