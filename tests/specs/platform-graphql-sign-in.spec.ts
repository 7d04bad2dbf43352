import { expect, test } from '@playwright/test';
import { toGraphQLRole } from '@portal/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken user { email role } }
}`;
const ME = 'query Me { me { email role } }';

test.describe('every demo account signs in through GraphQL', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} signs in and is known to the gateway`, async ({ request }) => {
      const login = await gql<{ login: { accessToken: string; user: { email: string; role: string } } }>(
        request,
        LOGIN,
        { email: account.email, password: DEMO_PASSWORD },
      );
      expect(login.errors).toBeUndefined();
      expect(login.data?.login.user).toEqual({ email: account.email, role: toGraphQLRole(account.role) });

      const me = await gql<{ me: { email: string } }>(request, ME, {}, login.data?.login.accessToken);
      expect(me.data?.me.email).toBe(account.email);
    });
  }

  test('a wrong password is refused with the spec message', async ({ request }) => {
    const res = await gql<{ login: unknown }>(request, LOGIN, {
      email: 'user@demo.test',
      password: 'not-the-password',
    });
    expect(res.data?.login ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Email or password is incorrect');
  });

  test('the portal serves its health check and the web app', async ({ request }) => {
    expect((await request.get('/healthz')).ok()).toBe(true);
    const page = await request.get('/login');
    expect(page.ok()).toBe(true);
    expect(await page.text()).toContain('<div id="root">');
  });
});
