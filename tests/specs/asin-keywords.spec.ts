import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { gql, signIn } from '../support/graphql.ts';

type Asins = { asins: { rows: { asin: string }[] } };

async function asinsOf(request: APIRequestContext, token: string, brandCode?: string) {
  const answer = await gql<Asins>(
    request,
    `query A($b: String) { asins(filterField: BRAND_CODE, filterValue: $b, pageSize: 200) { rows { asin } } }`,
    { b: brandCode },
    token,
  );
  return (answer.data?.asins.rows ?? []).map((r) => r.asin);
}

/** The first ASIN whose keywords the demo rank tracker follows (and, with none, the first without). */
async function asinWithKeywords(request: APIRequestContext, token: string, tracked: boolean) {
  for (const asin of await asinsOf(request, token)) {
    const answer = await gql<{ asinKeywords: { count: number } }>(
      request,
      `query K($a: String!) { asinKeywords(asin: $a) { count } }`,
      { a: asin },
      token,
    );
    if ((answer.data?.asinKeywords.count ?? 0) > 0 === tracked) return asin;
  }
  throw new Error('no such ASIN in the demo data');
}

const keywordRows = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Keywords' }).locator('tbody tr:not([aria-hidden])');

test.describe('ASIN keywords as admin', () => {
  test('adds three keywords in one entry, edits one and deletes two with the spec’s messages', async ({
    page,
    request,
  }) => {
    const asin = await asinWithKeywords(request, await signIn(request, 'admin@demo.test'), false);
    await signInAt(page, 'admin@demo.test', `/asins/keywords/${asin}`);

    await page.getByRole('button', { name: 'Add Keyword' }).click();
    await page.locator('textarea').fill('trail pack, day pack,\nhiking pack');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Asin keyword saved successfully').first()).toBeVisible();
    await expect(keywordRows(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Edit day pack' }).click();
    await page.locator('textarea').fill('daypack');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'daypack', exact: true })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select daypack' }).click();
    await page.getByRole('checkbox', { name: 'Select hiking pack' }).click();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText('Asin keyword deleted successfully').first()).toBeVisible();
    await expect(keywordRows(page)).toHaveCount(1);
    await expect(page.getByRole('cell', { name: 'trail pack', exact: true })).toBeVisible();
  });

  test('shows a rank card per keyword, the previous rank when comparing, and a reload restores the view', async ({
    page,
    request,
  }) => {
    const token = await signIn(request, 'admin@demo.test');
    const asin = await asinWithKeywords(request, token, true);
    const count =
      (
        await gql<{ asinKeywords: { count: number } }>(
          request,
          `query K($a: String!) { asinKeywords(asin: $a) { count } }`,
          { a: asin },
          token,
        )
      ).data?.asinKeywords.count ?? 0;
    await signInAt(page, 'admin@demo.test', `/asins/keywords/${asin}`);

    await page.getByRole('tab', { name: 'Search Result Rank' }).click();
    await expect(page.getByRole('group', { name: /^Rank of / })).toHaveCount(count);
    await page.getByRole('button', { name: '30 days' }).click();
    await page.getByRole('checkbox', { name: 'Compare to previous' }).click();
    await expect(page.getByRole('checkbox', { name: 'Compare to previous' })).toBeChecked();
    await expect(
      page
        .getByRole('group', { name: /^Rank of / })
        .first()
        .getByText(/^previous /),
    ).toBeVisible();
    await expect(page).toHaveURL(/tab=rank/);
    const before = page.url();

    await page.reload();

    expect(page.url()).toBe(before);
    await expect(page.getByRole('tab', { name: 'Search Result Rank' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('checkbox', { name: 'Compare to previous' })).toBeChecked();
    await expect(
      page
        .getByRole('group', { name: /^Rank of / })
        .first()
        .getByText(/^previous /),
    ).toBeVisible();
  });
});

test.describe('ASIN keywords as an mr brand user', () => {
  test('has no Keyword tab, and the keyword page’s address is refused', async ({ page, request }) => {
    const [own] = await asinsOf(request, await signIn(request, 'mr@demo.test'));
    await signInAt(page, 'mr@demo.test', `/asins/view/${own}`);
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Keyword' })).toHaveCount(0);

    await page.goto(`/asins/keywords/${own}`);

    await expect(page).not.toHaveURL(/\/asins\/keywords\//);
    await expect(page.getByRole('tab', { name: 'Search Result Rank' })).toHaveCount(0);
  });
});
