import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireAuth } from '../auth/auth.middleware.ts';
import { authorizedMarketplacesFor, brandIdsFor } from './marketplaces.service.ts';

export function marketplacesRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = requireAuth(ctx.keys);

  router.get('/brands/get-authorized-marketplaces', auth, async (_req, res) => {
    res.json({ sp_api_authorized_marketplaces: await authorizedMarketplacesFor(ctx, principalOf(res)) });
  });

  router.get('/brands/ids', auth, async (_req, res) => {
    res.json(await brandIdsFor(ctx, principalOf(res)));
  });

  return router;
}
