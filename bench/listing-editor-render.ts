import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startDemoStack } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';
import { DEMO_PASSWORD, signIn } from './lib/sign-in.ts';

const port = Number(process.env.EDITOR_BENCH_PORT ?? 5200);
const ROUNDS = Number(process.env.EDITOR_BENCH_ROUNDS ?? 10);
const portal = `http://localhost:${port}`;
// The first field of the form: `field-{attribute}` (packages/web/src/domains/listing-editor/form-state.ts).
const FIRST_FIELD = '[id^="field-"]';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** The ffp subscriber's first seller, marketplace and a SKU that is neither parent nor child. */
async function listingToEdit(): Promise<string> {
  const { accessToken } = await signIn(`http://127.0.0.1:${port + 1}`, 'ffp@demo.test');
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${portal}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return ((await res.json()) as { data: T }).data;
  };
  const markets = await gql<{
    authorizedMarketplaces: { sellingPartnerId: string; marketplaceId: string }[];
  }>('query { authorizedMarketplaces { sellingPartnerId marketplaceId } }');
  const pair = markets.authorizedMarketplaces[0];
  if (!pair) throw new Error('the ffp subscriber has no authorized marketplace');
  const listings = await gql<{ listings: { rows: { sku: string; isParent: boolean; isChild: boolean }[] } }>(
    `query L($sellerId: String!, $marketplaceId: String!) {
      listings(sellerId: $sellerId, marketplaceId: $marketplaceId, pageSize: 40) { rows { sku isParent isChild } }
    }`,
    { sellerId: pair.sellingPartnerId, marketplaceId: pair.marketplaceId },
  );
  const row = listings.listings.rows.find((r) => !r.isParent && !r.isChild);
  if (!row) throw new Error('no standalone listing to edit');
  return `/amazon-listings-item/${pair.marketplaceId}/${pair.sellingPartnerId}/${encodeURIComponent(row.sku)}/edit`;
}

async function main(): Promise<void> {
  console.log(`Listing editor first render: ${machineLine()}`);
  const stack = await startDemoStack(port);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    defaultViewport: { width: 1440, height: 1000 },
    args: CHROMIUM_FLAGS,
  });
  try {
    const path = await listingToEdit();
    const page = await browser.newPage();
    await page.goto(`${portal}/login`);
    await page.waitForSelector('input[type="email"]', { visible: true, timeout: 60_000 });
    await page.type('input[type="email"]', 'ffp@demo.test');
    await page.type('input[type="password"]', DEMO_PASSWORD);
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      await page.goto(`${portal}${path}`);
      await page.waitForSelector(FIRST_FIELD, { visible: true, timeout: 120_000 });
      times.push(performance.now() - start);
    }
    const [cold, ...warm] = times;
    const ms = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(0));
    console.log(
      `Edit page ${path}, Chromium 1440×1000, ${ROUNDS} loads (ms from navigation to the first field):`,
    );
    console.log(
      table(
        ['first load (cold)', 'warm p50', 'warm p95', 'warm max'],
        [[ms(cold), ms(quantile(warm, 0.5)), ms(quantile(warm, 0.95)), ms(Math.max(...warm))]],
      ),
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
