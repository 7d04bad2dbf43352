/** Debian's Chromium: the only browser here (Playwright and Lighthouse cannot download their own). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags every bench browser starts with: no sandbox or GPU in this machine, and nothing of
 * Chromium's own in the background competing with the page being measured.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-sync',
  '--no-first-run',
  '--disable-component-update',
];
