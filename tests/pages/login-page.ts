import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts.ts';

/** The login screen (/login): the form, its messages and links. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The form's refusal (wrong credentials, server message). */
  readonly error: Locator;
  readonly forgotPasswordLink: Locator;
  readonly createAccountLink: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Login' });
    this.error = page.getByRole('alert');
    this.forgotPasswordLink = page.getByRole('link', { name: 'Forgot your password?' });
    this.createAccountLink = page.getByRole('link', { name: 'Create one' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** A message shown on the page, e.g. a field's validation message or the session notice. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
