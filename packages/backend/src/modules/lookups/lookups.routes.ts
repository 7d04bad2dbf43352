import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import type { LookupListTable } from '../../db/schema.ts';
import { forbidden } from '../../http/http-error.ts';
import { principalOf, requireAuth } from '../auth/auth.middleware.ts';
import { listAccountManagers, listBrandRoleAssignees, listLookup } from './lookups.repository.ts';

/** Spec 1 §7.2 lookup paths and the list each one reads. */
const LOOKUP_PATHS: ReadonlyArray<[string, LookupListTable]> = [
  ['/brand-statuses', 'brand_statuses'],
  ['/brands/types', 'brand_types'],
  ['/orders/methods', 'order_methods'],
  ['/agreement-types', 'agreement_types'],
  ['/brands/max-control', 'brand_max_control'],
];

// The account manager list names agency staff; brand users and standard agency users don't get it.
const ACCOUNT_MANAGER_READERS = new Set(['admin', 'manager', 'user', 'api']);

export function lookupsRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = requireAuth(ctx.keys);

  for (const [path, table] of LOOKUP_PATHS) {
    router.get(path, auth, async (_req, res) => {
      res.json(await listLookup(ctx.db, table));
    });
  }

  router.get('/users/brand-role-assignees', auth, async (_req, res) => {
    res.json(await listBrandRoleAssignees(ctx.db));
  });

  router.get('/users/account-managers', auth, async (_req, res) => {
    if (!ACCOUNT_MANAGER_READERS.has(principalOf(res).role)) {
      throw forbidden('You do not have access to the account managers list');
    }
    res.json(await listAccountManagers(ctx.db));
  });

  return router;
}
