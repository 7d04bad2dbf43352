import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { bulkFields } from '../bulk.fixtures';
import { BulkSubmitPanel } from './BulkSubmitPanel';

const seller = { sellerId: 'A1SELLER', marketplaceId: 'ATVPDKIKX0DER' };
const listing = (sku: string) => ({
  sku,
  attributes: { item_name: [{ value: `Old ${sku}` }] },
});

type Change = { sku: string; attributesToSubmit: { item_name: { value: string }[] } };

/** A transport where the test plays Amazon: it sees each submission and sends bulk-update-complete. */
function marketplace() {
  const events = new Subject<FormattedExecutionResult>();
  const submissions: { bulkUpdateId: string; listings: Change[] }[] = [];
  const resolve: MockResolver = (operation) => {
    if (operation.operationName === 'SubmitBulkUpdate') {
      submissions.push(operation.variables as (typeof submissions)[number]);
      return {
        data: { submitBulkUpdate: { __typename: 'BulkSubmission', status: true, jobId: 'job-1' } },
      };
    }
    if (operation.operationName === 'BulkUpdateComplete') return events;
    return { data: null };
  };
  const report = (sku: string, issues: { code: string; message: string }[]) =>
    events.next({
      data: {
        bulkUpdateComplete: {
          __typename: 'BulkUpdateComplete',
          bulkUpdateId: submissions.at(-1)?.bulkUpdateId,
          sku,
          updateAccepted: issues.length === 0,
          issues: issues.map((i) => ({
            __typename: 'BulkUpdateIssue',
            ...i,
            severity: 'ERROR',
            attributeNames: ['item_name'],
          })),
        },
      },
    });
  return {
    resolve,
    submissions,
    accept: (sku: string) => report(sku, []),
    refuse: (sku: string, message: string) => report(sku, [{ code: '90220', message }]),
  };
}

const titleCell = (sku: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${sku} `) })).getAllByRole(
    'gridcell',
  )[1] as HTMLElement;

/** Types a title the way a user does: select the cell, Enter, replace the text; Enter commits. */
async function startTyping(user: ReturnType<typeof userEvent.setup>, sku: string, title: string) {
  await user.click(titleCell(sku));
  await user.keyboard('{Enter}');
  const editor = await screen.findByRole('textbox');
  await user.clear(editor);
  await user.type(editor, title);
}

describe('bulk edit step 2 (spec 3 §4 Bulk edit (v2))', () => {
  // jsdom lays nothing out: give the grid a desktop size so it draws every column, as a browser does.
  const measure = HTMLElement.prototype.getBoundingClientRect;
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('rdg') ? new DOMRect(0, 0, 1200, 480) : measure.call(this);
    });
    // The grid scrolls the selected cell into view; jsdom has no scrolling.
    HTMLElement.prototype.scrollIntoView ??= () => undefined;
  });

  it('keeps a title being typed when an accepted listing leaves the grid meanwhile', async () => {
    const amazon = marketplace();
    const user = userEvent.setup();
    renderWithApp(
      <BulkSubmitPanel
        seller={seller}
        listings={['SKU-A', 'SKU-B', 'SKU-C'].map(listing)}
        attributes={['item_name']}
        fields={bulkFields}
        locale="en_US"
      />,
      { resolve: amazon.resolve },
    );
    for (const sku of ['SKU-A', 'SKU-B']) {
      await startTyping(user, sku, `New ${sku}`);
      await user.keyboard('{Enter}');
    }
    await user.click(screen.getByRole('button', { name: 'Update Listings' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }, { timeout: 10_000 }));

    // While the user types SKU-C's new title, Amazon accepts SKU-A (its row leaves the grid) and
    // refuses SKU-B (its issue shows: both events have arrived).
    await startTyping(user, 'SKU-C', 'New C');
    amazon.accept('SKU-A');
    amazon.refuse('SKU-B', 'The title is too long');
    // The refusal is listed in full under the grid (a grid cell has one line), by SKU.
    const refused = await screen.findByRole('region', { name: 'Listings Amazon refused (1)' });
    expect(within(refused).getByText('SKU-B')).toBeTruthy();
    expect(within(refused).getByText(/The title is too long \(Code: /)).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /^SKU-B / })).getByText(/The title is too long/),
    ).toBeTruthy();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('row', { name: /^SKU-A / })).toBeNull());
    expect(within(screen.getByRole('row', { name: /^SKU-C / })).getByText('New C')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^SKU-B / })).getByText('New SKU-B')).toBeTruthy();
  });

  it('edits the listing the user selected when a listing above it leaves the grid', async () => {
    const amazon = marketplace();
    const user = userEvent.setup();
    renderWithApp(
      <BulkSubmitPanel
        seller={seller}
        listings={['SKU-A', 'SKU-B', 'SKU-C', 'SKU-D'].map(listing)}
        attributes={['item_name']}
        fields={bulkFields}
        locale="en_US"
      />,
      { resolve: amazon.resolve },
    );
    await startTyping(user, 'SKU-A', 'New A');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Update Listings' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }, { timeout: 10_000 }));
    await user.click(titleCell('SKU-C'));

    amazon.accept('SKU-A');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^SKU-A / })).toBeNull());
    await user.keyboard('{Enter}');
    await user.clear(await screen.findByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'New C{Enter}');

    expect(within(screen.getByRole('row', { name: /^SKU-C / })).getByText('New C')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^SKU-D / })).getByText('Old SKU-D')).toBeTruthy();
  });

  it('says how many listings were submitted, however many have left the grid since', async () => {
    const amazon = marketplace();
    const user = userEvent.setup();
    renderWithApp(
      <BulkSubmitPanel
        seller={seller}
        listings={['SKU-A', 'SKU-B', 'SKU-C'].map(listing)}
        attributes={['item_name']}
        fields={bulkFields}
        locale="en_US"
      />,
      { resolve: amazon.resolve },
    );
    for (const sku of ['SKU-A', 'SKU-B', 'SKU-C']) {
      await startTyping(user, sku, `New ${sku}`);
      await user.keyboard('{Enter}');
    }
    await user.click(screen.getByRole('button', { name: 'Update Listings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update submitted' }, { timeout: 10_000 });

    amazon.accept('SKU-A');
    amazon.accept('SKU-B');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^SKU-B / })).toBeNull());

    expect(amazon.submissions[0]?.listings.map((l) => l.sku)).toEqual(['SKU-A', 'SKU-B', 'SKU-C']);
    expect(within(dialog).getByText(/Amazon is processing 3 listings/)).toBeTruthy();
  });

  it('edits a fixed-list value with a dropdown of its allowed values and sends it as the definition says', async () => {
    const amazon = marketplace();
    const user = userEvent.setup();
    renderWithApp(
      <BulkSubmitPanel
        seller={seller}
        listings={[{ sku: 'SKU-A', attributes: { condition_type: [{ value: 'new_new' }] } }]}
        attributes={['condition_type']}
        fields={bulkFields}
        locale="en_US"
      />,
      { resolve: amazon.resolve },
    );
    // The cell shows the value's label, not its code.
    expect(within(screen.getByRole('row', { name: /^SKU-A / })).getByText('New')).toBeTruthy();
    await user.click(titleCell('SKU-A'));
    await user.keyboard('{Enter}');
    const dropdown = await screen.findByRole('combobox', { name: 'Condition' });
    // Only the definition's values (and none); a deprecated one shows and cannot be chosen.
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(none)', 'New', 'Used - Good', 'Used - Poor (deprecated)']);
    expect(
      (within(dropdown).getByRole('option', { name: 'Used - Poor (deprecated)' }) as HTMLOptionElement)
        .disabled,
    ).toBe(true);
    await user.selectOptions(dropdown, 'used_good');
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /^SKU-A / })).getByText('Used - Good')).toBeTruthy(),
    );
    await user.click(screen.getByRole('button', { name: 'Update Listings' }));
    await screen.findByRole('dialog', { name: 'Update submitted' }, { timeout: 10_000 });
    expect(amazon.submissions[0]?.listings).toEqual([
      {
        sku: 'SKU-A',
        touchedAttributes: ['condition_type'],
        attributesToSubmit: {
          condition_type: [{ value: 'used_good', marketplace_id: seller.marketplaceId }],
        },
      },
    ]);
  });

  it('refuses a number out of its bounds in words before anything is sent', async () => {
    const amazon = marketplace();
    const user = userEvent.setup();
    renderWithApp(
      <BulkSubmitPanel
        seller={seller}
        listings={[{ sku: 'SKU-A', attributes: { number_of_items: [{ value: 2 }] } }]}
        attributes={['number_of_items']}
        fields={bulkFields}
        locale="en_US"
      />,
      { resolve: amazon.resolve },
    );
    expect(screen.getByRole('columnheader', { name: 'Number of Items (1–99)' })).toBeTruthy();
    await user.click(titleCell('SKU-A'));
    await user.keyboard('{Enter}');
    const input = await screen.findByRole('spinbutton');
    expect(input.getAttribute('max')).toBe('99');
    await user.clear(input);
    await user.type(input, '100{Enter}');
    const list = await screen.findByRole('region', { name: 'Fix these values before updating (1)' });
    expect(within(list).getByText("'Number of Items' is above its maximum of 99.")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update Listings' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(amazon.submissions).toHaveLength(0);

    // Fixed, it goes as a number.
    await user.click(titleCell('SKU-A'));
    await user.keyboard('{Enter}');
    await user.clear(await screen.findByRole('spinbutton'));
    await user.type(screen.getByRole('spinbutton'), '12{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: /Fix these values/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Update Listings' }));
    await screen.findByRole('dialog', { name: 'Update submitted' }, { timeout: 10_000 });
    expect(amazon.submissions[0]?.listings[0]?.attributesToSubmit).toEqual({
      number_of_items: [{ value: 12, marketplace_id: seller.marketplaceId }],
    });
  });
});
