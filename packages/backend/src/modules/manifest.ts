import type { RestContract } from '@portal/schema/rest';
import type { Router } from 'express';
import type { Migration } from 'kysely/migration';
import type { AppContext } from '../app-context.ts';
import type { RouteHandler } from '../http/contract-route.ts';
import type { AnyJobKind } from '../jobs/job-kind.ts';

/** One handler per route of the contract: the compiler refuses a route without one. */
export type ContractHandlers<C extends RestContract> = { [K in keyof C]: RouteHandler<C[K]> };

/** What the whole service knows when a domain's handlers are built (the OpenAPI routes need it). */
export interface ServiceFacts {
  contracts: readonly RestContract[];
}

/**
 * One backend domain, registered once in modules/domains.ts: its REST contract (declared in
 * packages/schema), the handlers of that contract, and the migrations that create its tables.
 */
export interface DomainManifest<C extends RestContract = RestContract> {
  name: string;
  contract: C;
  handlers(ctx: AppContext, facts: ServiceFacts): ContractHandlers<C>;
  /** Extra middleware that is not an operation (static files of the docs page). */
  mount?(router: Router): void;
  /** By id; ids are global and ordered (`0003_advertising`), as the migration table records them. */
  migrations?: Record<string, Migration>;
  /** The kinds of durable job this domain runs (docs/adding-a-domain.md, "A job kind"). */
  jobs?: readonly AnyJobKind[];
}

/** Keeps the contract's literal type so each handler is checked against its own route. */
export const defineDomain = <C extends RestContract>(manifest: DomainManifest<C>): DomainManifest<C> =>
  manifest;

/**
 * A manifest of any domain, for the one list that collects them (each was checked against its own
 * contract by defineDomain).
 */
// biome-ignore lint/suspicious/noExplicitAny: the list holds domains whose contracts differ
export type AnyDomainManifest = DomainManifest<any>;
