import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/accounts.ts';

/** Signs in through the login screen, then opens `path` (the guard keeps it as the origin). */
export async function signInAt(page: Page, email: string, path: string): Promise<void> {
  await page.goto(`/login?from=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (new URL(page.url()).pathname !== path) await page.goto(path);
}
