import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in shell: side menu (drawer or overlay), top bar with bell and Log Out. */
export class ShellPage {
  readonly menu: Locator;
  readonly menuLinks: Locator;
  readonly menuToggle: Locator;
  /** The phone layout's menu: a modal overlay drawer. */
  readonly overlayMenu: Locator;
  readonly bell: Locator;
  readonly unreadDot: Locator;
  readonly bellPopup: Locator;
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.menuLinks = this.menu.getByRole('link');
    this.menuToggle = page.getByRole('button', { name: /^(Expand|Collapse) menu$/ });
    this.overlayMenu = page.getByRole('dialog', { name: 'Main menu' });
    this.bell = page.getByRole('button', { name: /^Notifications/ });
    this.unreadDot = page.getByTestId('unread-dot');
    this.bellPopup = page.getByRole('dialog', { name: 'Unread activity' });
    this.main = page.getByRole('main');
  }

  logOutButton(email: string): Locator {
    return this.page.getByRole('button', { name: `Log Out ${email}` });
  }

  /** Waits until the shell is shown for `email` (the top bar names the signed-in user). */
  async expectSignedInAs(email: string): Promise<void> {
    await expect(this.logOutButton(email)).toBeVisible();
  }

  /**
   * Opens the bell's popup. A click that lands while the app is still moving to the user's landing
   * page (ecom3k is sent from / to its account) is lost with the page it landed on, and the popup
   * never came: the bell is clicked again, only while the popup is not showing (a click toggles it).
   */
  async openBell(): Promise<void> {
    await expect(async () => {
      if (!(await this.bellPopup.isVisible())) await this.bell.click();
      await expect(this.bellPopup).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
  }

  async closeBell(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.bellPopup).toBeHidden();
  }
}
