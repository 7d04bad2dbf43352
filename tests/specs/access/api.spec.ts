import { test } from '@playwright/test';
import { expectRoutesAsResolved } from '../../support/route-access.ts';

// One account per role: the whole accounts × routes matrix is pinned by the resolver's unit test.
test.describe('route access of the api role in the browser', () => {
  test('api@demo.test is sent to the no-access page', async ({ page }) => {
    await expectRoutesAsResolved(page, 'api@demo.test');
  });
});
