import { randomUUID } from 'node:crypto';
import { type HttpFake, sendJson, startHttpFake } from './http-fake.ts';

export const FAKE_MAIL_TOKEN = 'fake-server-token';

export interface FakeMailApi extends HttpFake {
  /** Mails accepted, as the API received them. */
  accepted: { From: string; To: string; Subject: string; TextBody: string }[];
}

/** A local HTTP fake of Postmark's `POST /email`: checks the server token, keeps what it accepted. */
export async function startFakeMailApi(): Promise<FakeMailApi> {
  const accepted: FakeMailApi['accepted'] = [];
  const fake = await startHttpFake((req, res) => {
    if (req.method !== 'POST' || req.path !== '/email') return sendJson(res, 404, { ErrorCode: 404 });
    if (req.headers['x-postmark-server-token'] !== FAKE_MAIL_TOKEN)
      return sendJson(res, 401, { ErrorCode: 10, Message: 'Bad or missing Server API token.' });
    const mail = JSON.parse(req.body) as FakeMailApi['accepted'][number];
    accepted.push(mail);
    sendJson(res, 200, {
      To: mail.To,
      SubmittedAt: new Date().toISOString(),
      MessageID: randomUUID(),
      ErrorCode: 0,
    });
  });
  return { ...fake, accepted };
}
