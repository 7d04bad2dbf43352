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

  async openBell(): Promise<void> {
    await this.bell.click();
    await expect(this.bellPopup).toBeVisible();
  }

  async closeBell(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.bellPopup).toBeHidden();
  }
}
