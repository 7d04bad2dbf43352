import type * as oas from 'openapi3-ts/oas31';
import { advertisingPaths } from './advertising-paths.ts';
import { authPaths } from './auth-paths.ts';
import { brandReportPaths } from './brand-report-paths.ts';
import { schemas, securitySchemes } from './components.ts';
import { referencePaths } from './reference-paths.ts';
import { userPaths } from './user-paths.ts';

/**
 * The backend's REST contract as OpenAPI 3.1 (docs/rest-contract.md, spec §7). A route added to the
 * express app without an entry here fails openapi.test.ts.
 */
export function openApiDocument(serverUrl?: string): oas.OpenAPIObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal backend REST API',
      version: '1.20.0',
      description:
        'The platform calls the portal gateway makes, path for path as the spec writes them. Errors answer ' +
        '`{ statusCode, message }`; bodies over 100 kB get 413.',
    },
    servers: [{ url: serverUrl ?? '/' }],
    tags: [
      { name: 'auth', description: 'Sign-in, tokens and passwords (spec 1 §7.1).' },
      { name: 'users', description: 'The signed-in user (spec 1 §7.1).' },
      { name: 'marketplaces', description: 'What the caller may see (spec 1 §7.2).' },
      { name: 'lookups', description: 'Reference lists (spec 1 §7.2).' },
      { name: 'activity', description: 'Listing notifications (spec 1 §7.3).' },
      { name: 'advertising', description: 'Advertising performance and Amazon Ads consent (spec 1 §7.4).' },
      { name: 'brand reports', description: 'Monthly brand reports (spec 1 §7.5, spec 2 §7).' },
      { name: 'service', description: 'Health.' },
      { name: 'development', description: 'Only when PORTAL_DEV_TOOLS=1.' },
    ],
    paths: { ...referencePaths, ...authPaths, ...userPaths, ...brandReportPaths, ...advertisingPaths },
    components: { schemas, securitySchemes },
  };
}
