import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { bulkFields } from '../../listings-bulk/bulk.fixtures';
import { BulkEditDialog } from './BulkEditDialog';
import { bulkEditSelectionError } from './bulk-edit-v1';

const seller = { sellerId: 'A1SELLER', marketplaceId: 'ATVPDKIKX0DER' };
const listing = (sku: string, productType = 'SHIRT') => ({ sku, productType, brandCode: 'FFP001' });

describe('bulk edit v1 selection (spec 3 §5)', () => {
  it('needs at least 2 listings, all of one product type', () => {
    expect(bulkEditSelectionError([listing('A')])).toBe('Select at least 2 listings to bulk edit.');
    expect(bulkEditSelectionError([listing('A'), listing('B', 'FOOD')])).toBe(
      'Cannot bulk edit listings with different product types.',
    );
    expect(bulkEditSelectionError([listing('A'), listing('B')])).toBeNull();
  });
});

/** The backend as the dialog sees it: the product type's definitions; bulk edit answers `answer`. */
function backend(answer: Record<string, unknown> | Error) {
  const sent: Record<string, unknown>[] = [];
  const resolve: MockResolver = (operation) => {
    switch (operation.operationName) {
      case 'ListingProductTypeFields':
        return {
          data: {
            listingProductTypeFields: {
              __typename: 'ListingProductTypeFields',
              listingFieldDefinitions: bulkFields,
              propertyGroups: [],
              locale: 'en_US',
            },
          },
        };
      case 'BulkEditListings':
        sent.push(operation.variables);
        if (answer instanceof Error) return { errors: [{ message: answer.message }] };
        return {
          data: {
            bulkEditListings: { __typename: 'BulkEditResult', bulkUpdateId: 'b-1', ...answer },
          },
        };
      default:
        return { data: null };
    }
  };
  return { resolve, sent };
}

async function chooseAttribute(user: ReturnType<typeof userEvent.setup>, title: string) {
  const picker = await screen.findByRole('combobox', { name: /Attribute/ });
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: title }));
}

describe('Bulk edit (v1) dialog', () => {
  it('sets the chosen attribute of every listing to the typed value and closes on ACCEPTED', async () => {
    const api = backend({
      status: 'ACCEPTED',
      message: 'Listings updated in bulk successfully.',
      submissionResponses: [],
    });
    const onClose = vi.fn();
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <BulkEditDialog
        seller={seller}
        listings={[listing('A-1'), listing('A-2'), listing('A-3')]}
        onClose={onClose}
        onUpdated={onUpdated}
      />,
      { resolve: api.resolve },
    );
    expect(screen.getByText('Bulk edit 3 listings')).toBeTruthy();
    // Nothing chosen yet: refused in words, nothing sent.
    await screen.findByRole('combobox', { name: /Attribute/ });
    await user.click(screen.getByRole('button', { name: 'Update listings' }));
    expect((await screen.findAllByText('Choose the attribute to update.')).length).toBeGreaterThan(0);
    expect(api.sent).toHaveLength(0);

    await chooseAttribute(user, 'Item Name *');
    const input = screen.getByRole('textbox', { name: /Item Name/ });
    await user.type(input, 'A new title');
    expect(screen.getByText('11 of 200 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update listings' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUpdated).toHaveBeenCalled();
    expect(api.sent[0]).toMatchObject({
      ...seller,
      listings: ['A-1', 'A-2', 'A-3'].map((sku) => ({
        sku,
        brandCode: 'FFP001',
        productType: 'SHIRT',
        attributeKeyToUpdate: 'item_name',
        updatedValues: [{ value: 'A new title', marketplace_id: 'ATVPDKIKX0DER', language_tag: 'en_US' }],
      })),
    });
  });

  it('refuses a value its definition does not accept before sending anything', async () => {
    const api = backend({ status: 'ACCEPTED', message: 'ok', submissionResponses: [] });
    const user = userEvent.setup();
    renderWithApp(
      <BulkEditDialog
        seller={seller}
        listings={[listing('A-1'), listing('A-2')]}
        onClose={() => {}}
        onUpdated={() => {}}
      />,
      { resolve: api.resolve },
    );
    await chooseAttribute(user, 'Number of Items');
    await user.type(screen.getByRole('spinbutton', { name: /Number of Items/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Update listings' }));
    expect(await screen.findByText("'Number of Items' is above its maximum of 99.")).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  it('keeps the dialog open with each refused SKU, its issues and a link to it on INVALID', async () => {
    const api = backend({
      status: 'INVALID',
      message: 'There were some problems with your changes.',
      submissionResponses: [
        {
          __typename: 'SkuToReview',
          sku: 'A-2',
          issues: [
            {
              __typename: 'BulkUpdateIssue',
              code: '90003',
              message: 'The title contains reserved characters.',
              severity: 'ERROR',
              attributeNames: ['item_name'],
            },
          ],
        },
      ],
    });
    const onClose = vi.fn();
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <BulkEditDialog
        seller={seller}
        listings={[listing('A-1'), listing('A-2')]}
        onClose={onClose}
        onUpdated={onUpdated}
      />,
      { resolve: api.resolve },
    );
    await chooseAttribute(user, 'Item Name *');
    await user.type(screen.getByRole('textbox', { name: /Item Name/ }), 'Sale {now}');
    await user.click(screen.getByRole('button', { name: 'Update listings' }));
    expect(await screen.findByText('There were some problems with your changes.')).toBeTruthy();
    expect(screen.getByText(/The title contains reserved characters\. \(Code: 90003\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A-2' }).getAttribute('href')).toContain('A-2');
    expect(onClose).not.toHaveBeenCalled();
    // Amazon accepted the other one: the table is refreshed behind the dialog.
    expect(onUpdated).toHaveBeenCalled();
  });

  it('shows the server’s refusal in words and stays open', async () => {
    const api = backend(new Error('Cannot bulk edit listings with different product types.'));
    const user = userEvent.setup();
    renderWithApp(
      <BulkEditDialog
        seller={seller}
        listings={[listing('A-1'), listing('A-2')]}
        onClose={() => {}}
        onUpdated={() => {}}
      />,
      { resolve: api.resolve },
    );
    await chooseAttribute(user, 'Condition');
    await user.click(screen.getByRole('combobox', { name: /Condition/ }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Update listings' }));
    expect(await screen.findByText('Cannot bulk edit listings with different product types.')).toBeTruthy();
    expect(api.sent[0]).toMatchObject({
      listings: [{ attributeKeyToUpdate: 'condition_type', updatedValues: [{ value: 'new_new' }] }, {}],
    });
  });
});
