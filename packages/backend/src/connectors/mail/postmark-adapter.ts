import { randomUUID } from 'node:crypto';
import type { ConnectorHttp } from '../http/connector-http.ts';
import type { MailConnector, MailMessage, SentMail } from './mail-connector.ts';

export interface PostmarkAdapterOptions {
  http: ConnectorHttp;
  /** https://api.postmarkapp.com, or a compatible service. */
  endpoint: string;
  serverToken: string;
  /** A sender signature the account has confirmed. */
  from: string;
}

/**
 * Mail over an HTTP API rather than SMTP (Postmark's `POST /email`): one JSON request per mail,
 * through the shared connector client, so a send is timed out, retried on 429/5xx and logged
 * with a request id like every other outside call.
 */
export function createPostmarkAdapter(options: PostmarkAdapterOptions): MailConnector {
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const answer = await options.http.json<{ MessageID?: string; SubmittedAt?: string }>(
        `${options.endpoint}/email`,
        {
          operation: 'sendEmail',
          method: 'post',
          headers: { accept: 'application/json', 'x-postmark-server-token': options.serverToken },
          json: {
            From: options.from,
            To: message.to,
            Subject: message.subject,
            TextBody: message.text,
            ...(message.html ? { HtmlBody: message.html } : {}),
            MessageStream: 'outbound',
          },
        },
      );
      return {
        ...message,
        id: answer.MessageID ?? randomUUID(),
        from: options.from,
        sentAt: answer.SubmittedAt ?? new Date().toISOString(),
      };
    },
  };
}
