import type * as oas from 'openapi3-ts/oas31';
import { DOMAINS } from '../modules/domains.ts';
import { openApiDocument } from './document.ts';

/** The OpenAPI document of every domain of the service (what GET /openapi.json answers). */
export const serviceOpenApiDocument = (serverUrl?: string): oas.OpenAPIObject =>
  openApiDocument(
    DOMAINS.map((domain) => domain.contract),
    serverUrl,
  );
