import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { bodyOf, integerParam, optionalString, requiredString } from '../../http/validate.ts';
import { principalOf, requireAuth } from '../auth/auth.middleware.ts';
import { assertSellerVisible } from '../marketplaces/marketplaces.service.ts';
import { recordActivity, resetUnread, unreadCount, unreadEntries } from './activity.service.ts';

/** Spec 1 §7.3 notification calls. */
export function activityRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = requireAuth(ctx.keys);

  router.get('/amazon-listings/activity-unread-count', auth, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const key = {
      sellerId: requiredString(query, 'seller_id'),
      marketplaceId: requiredString(query, 'marketplace_id'),
    };
    res.json(await unreadCount(ctx, principalOf(res), key));
  });

  router.get('/amazon-listings/activity-unread-entries', auth, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const key = {
      sellerId: requiredString(query, 'seller_id'),
      marketplaceId: requiredString(query, 'marketplace_id'),
    };
    const page = integerParam(query, 'page', { min: 0, max: 100_000, fallback: 0 });
    const pageSize = integerParam(query, 'pageSize', { min: 1, max: 100, fallback: 15 });
    res.json(await unreadEntries(ctx, principalOf(res), key, page, pageSize));
  });

  router.post('/amazon-listings/activity-unread-reset', auth, async (req, res) => {
    const body = bodyOf(req.body);
    const key = {
      sellerId: requiredString(body, 'sellerId'),
      marketplaceId: requiredString(body, 'marketplaceId'),
    };
    await resetUnread(ctx, principalOf(res), key);
    res.status(204).end();
  });

  if (ctx.devTools) {
    // Development tool: what the marketplace simulator does when it finishes a submission.
    router.post('/dev/activity', auth, async (req, res) => {
      const body = bodyOf(req.body);
      const key = {
        sellerId: requiredString(body, 'sellerId'),
        marketplaceId: requiredString(body, 'marketplaceId'),
      };
      const rooms = await assertSellerVisible(ctx, principalOf(res), key.sellerId, key.marketplaceId);
      if (rooms.length === 0) throw notFound('No brand has authorized this seller in this marketplace');
      const entry = await recordActivity(
        ctx,
        key,
        {
          sku: optionalString(body, 'sku', 200) ?? 'DEMO-SKU-001',
          type: optionalString(body, 'type', 200) ?? 'listing update success',
          comment: optionalString(body, 'comment', 2000) ?? null,
        },
        rooms,
      );
      res.status(201).json({ entry });
    });
  }

  return router;
}
