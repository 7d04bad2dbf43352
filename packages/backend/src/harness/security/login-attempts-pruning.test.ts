import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPT_RETENTION_DAYS } from '../../modules/auth/auth.repository.ts';
import { backendForFile } from '../../test-support/file-backend.ts';

// Issue 28, finding 8 (in part): `login_attempts` grew forever, by one row per attempt.
describe('the login attempts kept for the audit', () => {
  const api = backendForFile();

  const dated = (email: string, daysAgo: number) =>
    api.backend.db
      .insertInto('login_attempts')
      .values({
        email,
        ip: '198.51.100.1',
        success: false,
        created_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
      })
      .execute();

  it('lose what is older than the retention when a new attempt arrives, and keep the rest', async () => {
    await dated('old@demo.test', LOGIN_ATTEMPT_RETENTION_DAYS + 1);
    await dated('recent@demo.test', LOGIN_ATTEMPT_RETENTION_DAYS - 1);

    await api.call('POST', '/auth/login', { body: { email: 'user@demo.test', password: 'Wrong!1x' } });

    const emails = (await api.backend.db.selectFrom('login_attempts').select('email').execute()).map(
      (r) => r.email,
    );
    expect(emails).not.toContain('old@demo.test');
    expect(emails).toContain('recent@demo.test');
    expect(emails).toContain('user@demo.test');
  });
});
