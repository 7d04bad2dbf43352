import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalService } from '../local/local-service.ts';
import type { MailMessage, MailOutbox, SentMail } from './mail-connector.ts';

export const MAIL_FROM = 'Portal <no-reply@portal.local>';
export const OWNER_ONLY_FILE = 0o600;
export const OWNER_ONLY_DIR = 0o700;

/**
 * Outbox mail connector: keeps sent mails in memory and, when a folder is given, also writes each
 * one as `<time>-<id>.json` and `.eml` so a developer can open the links locally. Like a hosted
 * mail API it answers asynchronously, throttles (100/s, generous: tests send bursts) and can be
 * told to fail.
 */
export function createOutbox(folder: string | null): MailOutbox {
  const sent: SentMail[] = [];
  const service = new LocalService('Mail', { defaultRate: { perSecond: 100, burst: 100 } });
  return {
    failNext: (...args) => service.failNext(...args),
    send: (message: MailMessage) => service.call('send', 'outbox', () => write(message)),
    list: () => sent,
    last: (to) =>
      [...sent].reverse().find((m) => to === undefined || m.to.toLowerCase() === to.toLowerCase()),
  };

  function write(message: MailMessage): SentMail {
    const mail: SentMail = {
      ...message,
      id: randomUUID(),
      from: MAIL_FROM,
      sentAt: new Date().toISOString(),
    };
    sent.push(mail);
    if (folder) {
      // Mails hold reset and register links: only the account running the portal may read them.
      mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_DIR });
      chmodSync(folder, OWNER_ONLY_DIR);
      const base = join(folder, `${mail.sentAt.replace(/[:.]/g, '-')}-${mail.id}`);
      writeFileSync(`${base}.json`, `${JSON.stringify(mail, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
      writeFileSync(`${base}.eml`, toEml(mail), { mode: OWNER_ONLY_FILE });
    }
    return mail;
  }
}

function toEml(mail: SentMail): string {
  return [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${new Date(mail.sentAt).toUTCString()}`,
    `Message-ID: <${mail.id}@portal.local>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\r\n');
}
