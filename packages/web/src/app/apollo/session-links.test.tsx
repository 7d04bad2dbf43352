import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginView } from '../../domains/auth/views/LoginView';
import { MeDocument } from '../../gql/graphql';
import { agencyAdmin, sessionFor } from '../../test/fixtures';
import { unauthenticated } from '../../test/mock-link';
import { renderWithApp } from '../../test/render';

describe('session links', () => {
  it('an UNAUTHENTICATED answer logs out with the session-expired warning', async () => {
    const { client, manager } = renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginView />} />
        <Route path="*" element={<p>home</p>} />
      </Routes>,
      { session: sessionFor(agencyAdmin), resolve: () => unauthenticated() },
    );

    await client.query({ query: MeDocument }).catch(() => undefined);

    expect(manager.getSession()).toBeNull();
    expect(manager.getNotice()?.message).toBe('Session expired, please login again');
  });

  it('sends the bearer token and the CSRF preflight header', async () => {
    const { client, calls } = renderWithApp(<p />, {
      session: sessionFor(agencyAdmin),
      resolve: () => ({ data: { me: null } }),
    });
    await client.query({ query: MeDocument }).catch(() => undefined);
    const headers = calls[0]?.getContext().headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer access-${agencyAdmin.userId}`);
    expect(headers['apollo-require-preflight']).toBe('true');
  });
});
