import { createGateway, type Gateway, type GatewayOptions } from '../index.ts';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.ts';

export interface GatewayHarness {
  upstream: FakeUpstream;
  gateway: Gateway;
  url: string;
  close(): Promise<void>;
}

/** A gateway on an ephemeral port in front of a fake upstream; tests add upstream routes. */
export async function startGatewayHarness(options: Partial<GatewayOptions> = {}): Promise<GatewayHarness> {
  const upstream = await startFakeUpstream();
  const gateway = await createGateway({ upstreamUrl: upstream.url, development: false, ...options });
  const url = await gateway.listen(0, '127.0.0.1');
  return {
    upstream,
    gateway,
    url,
    close: async () => {
      await gateway.close();
      await upstream.close();
    },
  };
}
