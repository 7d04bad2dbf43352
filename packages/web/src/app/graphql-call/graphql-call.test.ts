import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, LogoutDocument } from '../../gql/sign-in/graphql';
import { CSRF_COOKIE } from '../session/session-cookie';
import { fetchGraphQL, GraphQLCallError } from './graphql-call';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with one answer and returns the mock, to read the request the call made. */
function stubFetch(response: Response) {
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentRequest = (fetchMock: ReturnType<typeof stubFetch>) => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) };
};

describe('fetchGraphQL', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove(CSRF_COOKIE);
  });

  it('posts the operation to /graphql with its name, variables and the CSRF headers', async () => {
    Cookies.set(CSRF_COOKIE, 'csrf-1');
    const fetchMock = stubFetch(answer({ data: { logout: true } }));

    await fetchGraphQL(LogoutDocument, {});

    const { url, headers, body } = sentRequest(fetchMock);
    expect(url).toBe('/graphql');
    expect(headers['x-csrf-token']).toBe('csrf-1');
    expect(headers['apollo-require-preflight']).toBe('true');
    expect(body.operationName).toBe('Logout');
    expect(body.query).toContain('mutation Logout');
  });

  it('lets an explicit authorization header through (logout names the session it ends)', async () => {
    const fetchMock = stubFetch(answer({ data: { logout: true } }));

    await fetchGraphQL(LogoutDocument, {}, { headers: { authorization: 'Bearer closing' } });

    expect(sentRequest(fetchMock).headers.authorization).toBe('Bearer closing');
  });

  it("resolves with the answer's data", async () => {
    const login = {
      accessToken: 't',
      accessTokenExpiresAt: '2026-03-01T10:15:00Z',
      user: { email: 'a@demo.test' },
    };
    stubFetch(answer({ data: { login } }));

    const data = await fetchGraphQL(LoginDocument, { email: 'a@demo.test', password: 'x' });

    expect(data.login.accessToken).toBe('t');
  });

  it("rejects with the server's first error, its message and code", async () => {
    stubFetch(
      answer({
        data: null,
        errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );

    const failure = await fetchGraphQL(LoginDocument, { email: 'a@demo.test', password: 'x' }).catch(
      (e) => e,
    );

    expect(failure).toBeInstanceOf(GraphQLCallError);
    expect(failure.message).toBe('Invalid credentials');
    expect(failure.code).toBe('UNAUTHENTICATED');
  });

  it('rejects with the status when the answer is not GraphQL (a proxy error page)', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(fetchGraphQL(LogoutDocument, {})).rejects.toThrow(
      'Response not successful: Received status code 502',
    );
  });
});
