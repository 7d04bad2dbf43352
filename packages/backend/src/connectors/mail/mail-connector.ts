import type { Faults } from '../local/local-service.ts';

/** A mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail as it was handed to the connector. */
export interface SentMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/** How the backend sends mail; a real SMTP or API adapter implements the same interface. */
export interface MailConnector {
  send(message: MailMessage): Promise<SentMail>;
}

/** The local connector: keeps what was sent so developers and tests can read it. */
export interface MailOutbox extends MailConnector, Faults {
  /** Every mail sent since start, oldest first. */
  list(): ReadonlyArray<SentMail>;
  /** The newest mail, optionally to one address. */
  last(to?: string): SentMail | undefined;
}
