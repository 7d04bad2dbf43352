/**
 * Every gateway module, once: each folder's `module.ts`, collected by the generated index (no hand
 * list to edit). The executable schema's resolvers and the per-operation data sources (their names
 * and types) are derived from it.
 */
export { GATEWAY_MODULES } from '../generated/modules.ts';
