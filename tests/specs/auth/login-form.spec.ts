import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/login-page.ts';
import { ShellPage } from '../../pages/shell-page.ts';
import { openSignedIn } from '../../support/session.ts';

test.describe('the login screen', () => {
  test('offers the forgot-password and create-account links', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await expect(login.forgotPasswordLink).toHaveAttribute('href', '/forgot-password');
    await expect(login.createAccountLink).toHaveAttribute('href', '/create-account');
    await login.forgotPasswordLink.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });

  test('asks for both fields when they are empty', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await login.submit.click();

    await expect(login.message('Email is required')).toBeVisible();
    await expect(login.message('Password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('refuses an address that is not an email', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await login.signIn('not-an-email', 'whatever');

    await expect(login.message('Email is invalid')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('says the email or password is incorrect for a wrong password', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    // One failure for an account no other login test uses: far from the 5-per-email slowdown.
    await login.signIn('user@demo.test', 'Wrong!password1');

    // The spec's text exactly, without a full stop (docs/decisions/0004).
    await expect(login.error).toHaveText('Email or password is incorrect');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sends a signed-in user who opens it to the home page', async ({ page }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'manager@demo.test', '/login');

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await shell.expectSignedInAs('manager@demo.test');
  });
});
