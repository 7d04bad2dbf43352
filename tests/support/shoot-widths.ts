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
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}
