import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBackendEnv } from '../../config/env.ts';
import { createOutbox } from '../../connectors/mail/outbox.ts';
import { backendForFile } from '../../test-support/file-backend.ts';

// Finding 2: reset links readable by anyone on the host.
describe('development tools and the mail outbox', () => {
  // The backend as its entry point builds it from an environment that does not mention dev tools.
  const api = backendForFile({ devTools: readBackendEnv({}).PORTAL_DEV_TOOLS });

  it('are off unless PORTAL_DEV_TOOLS=1 is set', () => {
    expect(readBackendEnv({}).PORTAL_DEV_TOOLS).toBe(false);
    expect(readBackendEnv({ PORTAL_DEV_TOOLS: '1' }).PORTAL_DEV_TOOLS).toBe(true);
  });

  it('do not hand out the reset link of an account by default', async () => {
    await api.call('POST', '/auth/password-reset', { body: { email: 'admin@demo.test' } });

    const res = await api.call('GET', '/dev/outbox/last?to=admin@demo.test');

    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('/reset/');
  });

  it('write mail files only the owner can read, in a folder only the owner can open', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'portal-outbox-')), 'outbox');
    const outbox = createOutbox(folder);

    await outbox.send({ to: 'admin@demo.test', subject: 'Reset', text: 'http://portal.test/reset/secret' });

    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const files = readdirSync(folder);
    expect(files.length).toBe(2);
    for (const file of files) expect(statSync(join(folder, file)).mode & 0o777).toBe(0o600);
  });
});
