import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/http-error.ts';
import { bodyOf, requiredString } from '../../http/validate.ts';
import { principalOf, requireAuth } from '../auth/auth.middleware.ts';
import {
  assertOwnUser,
  getMe,
  markArticleViewed,
  parseSortData,
  readTableLayout,
  writeTableLayout,
} from './users.service.ts';

const TABLE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const ARTICLE_KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

function tableNameOf(value: string | undefined): string {
  if (!value || !TABLE_NAME.test(value)) {
    throw badRequest('tableName must be 1-100 letters, digits, dots, dashes or underscores');
  }
  return value;
}

/** Spec 1 §7.1 user calls. */
export function usersRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use('/users', requireAuth(ctx.keys));

  router.get('/users/me', async (_req, res) => {
    res.json(await getMe(ctx, principalOf(res)));
  });

  router.put('/users/:userId/articles', async (req, res) => {
    assertOwnUser(principalOf(res), req.params.userId);
    const article = requiredString(bodyOf(req.body), 'viewed_article', 'viewed_article is required', 200);
    // Articles are keyed by page (route ids such as `listingsActivity`): nothing else is stored.
    if (!ARTICLE_KEY.test(article)) throw badRequest('viewed_article must be a page key');
    res.json({ viewed_articles: await markArticleViewed(ctx, req.params.userId, article) });
  });

  router.get('/users/:userId/table-sort/:tableName', async (req, res) => {
    assertOwnUser(principalOf(res), req.params.userId);
    const tableName = tableNameOf(req.params.tableName);
    res.json({ sort_data: await readTableLayout(ctx, req.params.userId, tableName) });
  });

  router.patch('/users/:userId/table-sort/:tableName', async (req, res) => {
    assertOwnUser(principalOf(res), req.params.userId);
    const tableName = tableNameOf(req.params.tableName);
    const sortData = parseSortData(bodyOf(req.body).sortData);
    res.json({ sort_data: await writeTableLayout(ctx, req.params.userId, tableName, sortData) });
  });

  return router;
}
