import type { Page } from '@playwright/test';
import { openSignedIn } from '../../support/session.ts';

/**
 * Signs in and opens `path`, for specs of what comes after the login screen. Through the API, not
 * the form (docs/decisions/0640): the form cost every test two more page loads (the login screen,
 * then the app again), and it is tested on its own in specs/auth. Each call is a login of its own,
 * so no two tests share a refresh token (the gateway rotates it and revokes a family on reuse).
 */
export async function signInAt(page: Page, email: string, path: string): Promise<void> {
  await openSignedIn(page, email, path);
}
