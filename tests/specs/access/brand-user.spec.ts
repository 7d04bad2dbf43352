import { test } from '@playwright/test';
import { expectRoutesAsResolved } from '../../support/route-access.ts';

// Brand users differ most by brand type: an agency-served brand (mc) and a subscribed self-serve one (ffp).
test.describe('route access of the brand-user role in the browser', () => {
  for (const email of ['mc@demo.test', 'ffp@demo.test']) {
    test(`${email} lands, opens and is refused as the guard decides`, async ({ page }) => {
      await expectRoutesAsResolved(page, email);
    });
  }
});
