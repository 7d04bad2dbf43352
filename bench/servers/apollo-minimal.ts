// Apollo Server with one fetch resolver per field and nothing else (no auth, no limits, no data
// sources), for bench/gateway-cpu.ts: what Apollo's own pipeline costs.
// Env: UPSTREAM_URL, PORT (0 = any). Prints `ready <url>` on stdout.
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';

const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:5101';
const typeDefs = `#graphql
  type User { userId: ID! email: String! name: String role: String brandCode: String viewedArticles: [String!] }
  type AuthorizedMarketplace { marketplaceId: String sellingPartnerId: String sellerName: String marketplaceName: String }
  type Query { me: User authorizedMarketplaces: [AuthorizedMarketplace!]! }
`;

interface Context {
  authorization: string;
}

async function get(path: string, { authorization }: Context): Promise<Record<string, unknown>> {
  const res = await fetch(`${upstream}${path}`, { headers: { authorization } });
  return (await res.json()) as Record<string, unknown>;
}

const resolvers = {
  Query: {
    me: async (_: unknown, __: unknown, ctx: Context) => {
      const me = await get('/users/me', ctx);
      return { ...me, brandCode: me.brand_code, viewedArticles: me.viewed_articles };
    },
    authorizedMarketplaces: async (_: unknown, __: unknown, ctx: Context) => {
      const body = await get('/brands/get-authorized-marketplaces', ctx);
      const rows = (body.sp_api_authorized_marketplaces ?? []) as Array<Record<string, unknown>>;
      return rows.map((r) => ({
        marketplaceId: r.marketplace_id,
        sellingPartnerId: r.selling_partner_id,
        sellerName: r.seller_name,
        marketplaceName: r.marketplace_name,
      }));
    },
  },
};

const server = new ApolloServer<Context>({ typeDefs, resolvers });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT ?? 0), host: '127.0.0.1' },
  context: async ({ req }) => ({ authorization: req.headers.authorization ?? '' }),
});
console.log(`ready ${url.replace(/\/$/, '').replace('localhost', '127.0.0.1')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.stop().then(() => process.exit(0)));
