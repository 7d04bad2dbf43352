export type { Backend, BackendOptions } from './backend.ts';
export { createBackend } from './backend.ts';
export type { MailMessage, MailOutbox, SentMail } from './connectors/mail/mail-connector.ts';
export type { Database } from './db/schema.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, formatDemoAccounts } from './seed/demo-accounts.ts';
