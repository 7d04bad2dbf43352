import { test } from '@playwright/test';
import { expectRoutesAsResolved } from '../../support/route-access.ts';

// One account per role: the whole accounts × routes matrix is pinned by the resolver's unit test.
test.describe('route access of the user role in the browser', () => {
  test('user@demo.test lands, opens and is refused as the guard decides', async ({ page }) => {
    await expectRoutesAsResolved(page, 'user@demo.test');
  });
});
