// Lighthouse 12.8 (Node 20) against the running portal: the login page, and one signed-in screen
// after a real sign-in through the login form in the same browser (the app writes its own session
// cookie; Lighthouse keeps it because storage reset is off).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export interface LighthouseScores {
  page: string;
  /** Where the audited page ended up (a signed-in screen that shows /login means the sign-in was lost). */
  finalPath: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function audit(url: string, port: number): Promise<Omit<LighthouseScores, 'page'>> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true },
    desktopConfig,
  );
  const categories = result?.lhr.categories ?? {};
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const finalPath = new URL(result?.lhr.finalDisplayedUrl ?? url).pathname;
  return {
    finalPath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  };
}

export async function lighthouseScores(
  baseUrl: string,
  signedIn: { email: string; password: string; path: string; name: string },
): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...CHROMIUM_FLAGS],
  });
  try {
    const out: LighthouseScores[] = [];
    out.push({ page: 'login (/login)', ...(await audit(`${baseUrl}/login`, chrome.port)) });

    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[name="email"]', signedIn.email);
    await page.type('input[name="password"]', signedIn.password);
    await Promise.all([
      page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 }),
      page.click('button[type="submit"]'),
    ]);
    await page.close();
    await browser.disconnect();

    out.push({
      page: `${signedIn.name} (${signedIn.path}, ${signedIn.email})`,
      ...(await audit(`${baseUrl}${signedIn.path}`, chrome.port)),
    });
    return out;
  } finally {
    chrome.kill();
  }
}
