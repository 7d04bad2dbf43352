import { test } from '@playwright/test';
import { expectRoutesAsResolved } from '../../support/route-access.ts';

// One account per role: the whole accounts × routes matrix is pinned by the resolver's unit test.
test.describe('route access of the manager role in the browser', () => {
  test('manager@demo.test lands, opens and is refused as the guard decides', async ({ page }) => {
    await expectRoutesAsResolved(page, 'manager@demo.test');
  });
});
