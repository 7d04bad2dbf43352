import { test } from '@playwright/test';
import { expectRoutesAsResolved } from '../../support/route-access.ts';

// A visitor without a session: private pages send to login with the origin kept.
test.describe('route access of a signed-out visitor in the browser', () => {
  test('a signed-out visitor opens login and is sent there from a private page', async ({ page }) => {
    await expectRoutesAsResolved(page, null);
  });
});
