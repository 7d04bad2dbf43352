import { expect, type Page } from '@playwright/test';

/**
 * Photographs the page at 1440, 1024 and 390 px into `folder` (to look at), failing when it
 * scrolls sideways at any of them; leaves the window at 1440.
 */
export async function shootWidths(page: Page, folder: string, name: string): Promise<void> {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 1000 : 844 });
    // On a phone the shell's menu becomes a drawer: photograph once it has slid away.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    if (width < 600 && (await menu.count()) > 0) await expect(menu).toBeHidden();
    await expectNoSidewaysScroll(page, `${name} at ${width}`);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

/**
 * Fails when the page scrolls sideways. Polled: right after a resize the shell may hold the desktop
 * menu or a table its desktop widths for a few frames (they follow media queries and resize
 * observers, later on a busy machine); a page that really overflows still fails.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'the page'): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: `${what} scrolls sideways` },
    )
    .toBeLessThanOrEqual(0);
}
