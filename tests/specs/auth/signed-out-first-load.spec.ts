import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/login-page.ts';
import { ShellPage } from '../../pages/shell-page.ts';
import { bundledSources, recordScripts } from '../../support/script-sources.ts';

// What only the signed-in app needs (decision 0260): Apollo Client and the shell around the screens.
const SIGNED_IN_ONLY = [/node_modules\/@apollo\/client\//, /src\/app\/shell\//];

const signedInModules = (scripts: readonly string[]) =>
  bundledSources(scripts).filter((source) => SIGNED_IN_ONLY.some((pattern) => pattern.test(source)));

test.describe('the signed-out first load', () => {
  test('the login page downloads neither Apollo Client nor the shell', async ({ page }) => {
    const scripts = recordScripts(page);
    const login = new LoginPage(page);

    await login.goto();
    await expect(login.submit).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    expect(signedInModules(scripts)).toEqual([]);
  });

  test('signing in downloads the signed-in app and opens it', async ({ page }) => {
    const scripts = recordScripts(page);
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto();

    await login.signIn('manager@demo.test');

    await shell.expectSignedInAs('manager@demo.test');
    // The same reading of the scripts finds the signed-in modules once they are needed.
    expect(signedInModules(scripts).some((source) => source.includes('@apollo/client'))).toBe(true);
    expect(signedInModules(scripts).some((source) => source.includes('src/app/shell/'))).toBe(true);
  });
});
