import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import type { MailConnector, MailOutbox, SentMail } from './mail-connector.ts';

const isOutbox = (mail: MailConnector): mail is MailOutbox =>
  'last' in mail && typeof mail.last === 'function';

/**
 * Development tool (GET /dev/outbox/last, PORTAL_DEV_TOOLS=1 only): the newest mail the local outbox
 * kept, so end-to-end tests can follow a reset or register link when mails live in memory.
 */
export function lastOutboxMail(ctx: AppContext, to: string | undefined): SentMail {
  const mail = isOutbox(ctx.mail) ? ctx.mail.last(to) : undefined;
  if (!mail) throw notFound('No mail was sent to this address');
  return mail;
}
