import { afterAll, describe, expect, it } from 'vitest';
import { ThrottledError } from '../../jobs/job-errors.ts';
import { ConnectorError } from '../connector-errors.ts';
import { createConnectorHttp } from '../http/connector-http.ts';
import type { FaultStatus } from '../local/local-service.ts';
import { FAKE_MAIL_TOKEN, startFakeMailApi } from '../testing/fake-mail-api.ts';
import type { MailConnector } from './mail-connector.ts';
import { createOutbox } from './outbox.ts';
import { createPostmarkAdapter } from './postmark-adapter.ts';

const RETRIES = 1;

interface Subject {
  mail: MailConnector;
  /** What reached the mail service: recipient and subject of each mail. */
  delivered(): { to: string; subject: string }[];
  failNext(count: number, status: FaultStatus): void;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const implementations: { name: string; start(): Promise<Subject> }[] = [
  {
    name: 'the outbox',
    async start() {
      const outbox = createOutbox(null);
      return {
        mail: outbox,
        delivered: () => outbox.list().map((m) => ({ to: m.to, subject: m.subject })),
        failNext: (count, status) => outbox.failNext(count, status, 0),
      };
    },
  },
  {
    name: 'the mail API adapter against a local HTTP fake',
    async start() {
      const fake = await startFakeMailApi();
      cleanups.push(() => fake.close());
      const mail = createPostmarkAdapter({
        http: createConnectorHttp({ service: 'Mail', retries: RETRIES, retryDelayMs: 1 }),
        endpoint: fake.url,
        serverToken: FAKE_MAIL_TOKEN,
        from: 'Portal <no-reply@portal.test>',
      });
      return {
        mail,
        delivered: () => fake.accepted.map((m) => ({ to: m.To, subject: m.Subject })),
        // A POST is repeated on a 429 only: one request per failing 5xx, every attempt for a 429.
        failNext: (count, status) =>
          fake.failNext(status === 429 ? count * (RETRIES + 1) : count, status, '0'),
      };
    },
  },
];

describe.each(implementations)('the mail connector: $name', (implementation) => {
  it('sends a mail and answers it with an id, its sender and when it was sent', async () => {
    const { mail, delivered } = await implementation.start();

    const sent = await mail.send({
      to: 'a@demo.test',
      subject: 'Reset your password',
      text: 'Open the link',
    });

    expect(sent).toMatchObject({ to: 'a@demo.test', subject: 'Reset your password', text: 'Open the link' });
    expect(sent.id).toBeTruthy();
    expect(sent.from).toMatch(/no-reply@/);
    expect(Number.isNaN(Date.parse(sent.sentAt))).toBe(false);
    expect(delivered()).toEqual([{ to: 'a@demo.test', subject: 'Reset your password' }]);
  });

  it('fails an outage as a retryable ConnectorError and delivers nothing', async () => {
    const { mail, delivered, failNext } = await implementation.start();
    failNext(1, 503);

    const error = await mail.send({ to: 'a@demo.test', subject: 'Lost', text: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).retryable).toBe(true);
    expect(delivered()).toEqual([]);
  });

  it('answers a throttle as a ThrottledError, then sends the next mail', async () => {
    const { mail, delivered, failNext } = await implementation.start();
    failNext(1, 429);

    const error = await mail
      .send({ to: 'a@demo.test', subject: 'Later', text: 'x' })
      .catch((e: unknown) => e);
    await mail.send({ to: 'b@demo.test', subject: 'Now', text: 'y' });

    expect(error).toBeInstanceOf(ThrottledError);
    expect(delivered()).toEqual([{ to: 'b@demo.test', subject: 'Now' }]);
  });
});
