// Load: N signed-in users (each its own session and token) hold the portal gateway on a mix of the
// GraphQL reads the screens make, for a fixed time. Reports throughput, p50/p99 and errors
// (HTTP failures and 200 answers that carry GraphQL errors).
// Run: `npx tsx bench/load.ts`. Env: LOAD_USERS (20), LOAD_SECONDS (20).
// LOAD_TOPOLOGY=multi: the deployed topology instead (bench/load-multi.ts).
import type autocannon from 'autocannon';
import { ACCOUNTS, candidateMix, graphql, LOGIN, type Query } from './lib/load-mix.ts';
import { freePort, pinLoadGenerator, startBackend, startPortalGateway } from './lib/processes.ts';
import { fmt, machineLine, measure, table } from './lib/report.ts';
import { DEMO_PASSWORD } from './lib/sign-in.ts';

const users = Number(process.env.LOAD_USERS ?? 20);
const seconds = Number(process.env.LOAD_SECONDS ?? 20);

interface User {
  email: string;
  token: string;
  mix: Query[];
}

/** Signs each user in through the gateway and keeps the reads that user may make. */
async function signInUsers(gatewayUrl: string): Promise<{ users: User[]; refused: Set<string> }> {
  const out: User[] = [];
  const refused = new Set<string>();
  for (let i = 0; i < users; i += 1) {
    const email = ACCOUNTS[i % ACCOUNTS.length] as string;
    const login = await graphql(gatewayUrl, { query: LOGIN, variables: { email, password: DEMO_PASSWORD } });
    const token = login.data?.login?.accessToken as string | undefined;
    if (!token) throw new Error(`sign-in of ${email} failed: ${login.errors?.[0]?.message}`);
    const markets = await graphql(gatewayUrl, { query: candidateMix(undefined)[1]?.query as string }, token);
    const mix: Query[] = [];
    for (const q of candidateMix(markets.data?.authorizedMarketplaces?.[0])) {
      const answer = await graphql(gatewayUrl, q, token);
      if (answer.errors?.length) refused.add(`${q.name} (${email})`);
      else mix.push(q);
    }
    out.push({ email, token, mix });
  }
  return { users: out, refused };
}

export async function runLoadBench(): Promise<void> {
  const pinning = pinLoadGenerator();
  const backend = await startBackend();
  const gateway = await startPortalGateway(backend.url, await freePort());
  try {
    const { users: signedIn, refused } = await signInUsers(gateway.url);
    let graphqlErrors = 0;
    const onResponse = (_status: number, body: string) => {
      if (body.includes('"errors"')) graphqlErrors += 1;
    };
    const requestsOf = (user: User): autocannon.Request[] =>
      user.mix.map((q) => ({
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: q.query, variables: q.variables ?? {} }),
        onResponse,
      }));
    let next = 0;
    const figures = await measure({
      url: gateway.url,
      connections: users,
      duration: seconds,
      requests: requestsOf(signedIn[0] as User),
      // One connection per user: each gets that user's token and mix.
      setupClient: (client) => {
        const user = signedIn[next % signedIn.length] as User;
        next += 1;
        client.setRequests(requestsOf(user));
      },
    });
    const mixSizes = signedIn.map((u) => u.mix.length);
    console.log(`Load: ${machineLine()}; ${pinning}`);
    console.log(
      `${users} signed-in users (one connection each, ${ACCOUNTS.length} demo accounts in turn) for ${seconds} s; ` +
        `each cycles its own mix of ${Math.min(...mixSizes)}–${Math.max(...mixSizes)} reads through the portal gateway`,
    );
    if (refused.size > 0)
      console.log(
        `left out of a user's mix because the role may not read it: ${[...refused].length} (expected)`,
      );
    console.log(
      table(
        ['users', 'seconds', 'requests', 'req/s', 'p50', 'p99', 'HTTP errors', 'GraphQL errors'],
        [
          [
            users,
            seconds,
            figures.requests,
            fmt.rps(figures.requestsPerSecond),
            fmt.ms(figures.p50),
            fmt.ms(figures.p99),
            figures.errors,
            graphqlErrors,
          ],
        ],
      ),
    );
  } finally {
    await gateway.stop();
    await backend.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.LOAD_TOPOLOGY === 'multi') await (await import('./load-multi.ts')).runMultiLoad();
  else await runLoadBench();
}
