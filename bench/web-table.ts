// The 100,000-row table: the portal's DataTable (virtualized with @tanstack/react-virtual) on a
// harness page of its own (packages/web/bench/data-table, built apart from the app, never shipped),
// opened in Chromium. Prints the time to the first painted screen and the DOM size, then the same
// after scrolling to the middle of the rows. Run: `npx tsx bench/web-table.ts`.
// Env: WEB_TABLE_ROWS (100000), WEB_TABLE_ROUNDS (5), CHROME_PATH (/usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { REPO_ROOT } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';

const WEB_DIR = join(REPO_ROOT, 'packages', 'web');
const HARNESS = join(WEB_DIR, 'bench', 'data-table');
const DIST = join(HARNESS, 'dist');
const ROWS = Number(process.env.WEB_TABLE_ROWS ?? 100_000);
const ROUNDS = Number(process.env.WEB_TABLE_ROUNDS ?? 5);

/** What the harness page leaves on `window.tableBench` (packages/web/bench/data-table/harness.tsx). */
interface FirstScreen {
  generateMs: number;
  renderStartMs: number;
  firstScreenMs: number;
  domNodes: number;
  renderedRows: number;
}
type HarnessWindow = Window & { tableBench?: FirstScreen };

interface Round {
  generateMs: number;
  renderMs: number;
  firstScreenMs: number;
  domNodes: number;
  renderedRows: number;
  scrollMs: number;
  scrolledDomNodes: number;
  scrolledFirstRow: string;
}

function buildHarness(): void {
  const vite = join(WEB_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--config', join(HARNESS, 'vite.config.ts')], {
    cwd: WEB_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0) throw new Error('harness build failed');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the harness build (production React, minified) on a free port. */
async function serve(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    try {
      const body = readFileSync(join(DIST, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/index.html?rows=${ROWS}`, close: () => server.close() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  console.log(`Web table: ${machineLine()}`);
  buildHarness();
  const site = await serve();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    args: CHROMIUM_FLAGS,
  });
  const rounds: Round[] = [];
  try {
    for (let i = 0; i < ROUNDS; i += 1) {
      const page = await browser.newPage();
      await page.goto(site.url);
      await page.waitForFunction(() => (window as HarnessWindow).tableBench !== undefined, {
        timeout: 60_000,
      });
      const first = await page.evaluate(() => (window as HarnessWindow).tableBench);
      if (!first) throw new Error('no result');
      // Half-way down, then the first frame after the virtualizer has rendered the rows there.
      const scrolled = await page.evaluate(
        () =>
          new Promise<{ ms: number; nodes: number; firstRow: string }>((resolve) => {
            const box = document.querySelector('table')?.parentElement;
            if (!box) throw new Error('no scroll box');
            const t0 = performance.now();
            box.scrollTop = box.scrollHeight / 2;
            requestAnimationFrame(() =>
              setTimeout(() => {
                const rows = [...document.querySelectorAll('tbody tr')].filter((r) => r.querySelector('td'));
                const visible = rows.find(
                  (r) => r.getBoundingClientRect().bottom > box.getBoundingClientRect().top + 40,
                );
                resolve({
                  ms: performance.now() - t0,
                  nodes: document.getElementsByTagName('*').length,
                  firstRow: visible?.querySelector('td')?.textContent ?? '?',
                });
              }, 0),
            );
          }),
      );
      rounds.push({
        generateMs: first.generateMs,
        renderMs: first.firstScreenMs - first.renderStartMs,
        firstScreenMs: first.firstScreenMs,
        domNodes: first.domNodes,
        renderedRows: first.renderedRows,
        scrollMs: scrolled.ms,
        scrolledDomNodes: scrolled.nodes,
        scrolledFirstRow: scrolled.firstRow,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    site.close();
  }
  const f = (n: number) => n.toFixed(0);
  console.log(
    `DataTable, ${ROWS.toLocaleString('en-US')} rows, 8 columns, Chromium 1280×900, ${ROUNDS} page loads (median; ms from navigation start unless said):`,
  );
  console.log(
    table(
      [
        'rows generated in',
        'render → first screen',
        'first screen since navigation',
        'DOM nodes',
        'rows in DOM',
        'scroll to middle → painted',
        'DOM nodes after scroll',
        'first row after scroll',
      ],
      [
        [
          f(median(rounds.map((r) => r.generateMs))),
          f(median(rounds.map((r) => r.renderMs))),
          f(median(rounds.map((r) => r.firstScreenMs))),
          median(rounds.map((r) => r.domNodes)),
          median(rounds.map((r) => r.renderedRows)),
          f(median(rounds.map((r) => r.scrollMs))),
          median(rounds.map((r) => r.scrolledDomNodes)),
          rounds[0]?.scrolledFirstRow ?? '?',
        ],
      ],
    ),
  );
}

await main();
