import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { optionalString } from '../../http/validate.ts';
import type { MailConnector, MailOutbox } from './mail-connector.ts';

const isOutbox = (mail: MailConnector): mail is MailOutbox =>
  'last' in mail && typeof mail.last === 'function';

/**
 * Development tool (PORTAL_DEV_TOOLS=1 only): the newest mail the local outbox kept, so end-to-end
 * tests can follow a reset or register link when mails live in memory (an in-memory database).
 */
export function devOutboxRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/dev/outbox/last', (req, res) => {
    const to = optionalString(req.query as Record<string, unknown>, 'to', 320);
    const mail = isOutbox(ctx.mail) ? ctx.mail.last(to) : undefined;
    if (!mail) throw notFound('No mail was sent to this address');
    res.json(mail);
  });
  return router;
}
