import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { ManageVariationsDialog } from './ManageVariationsDialog';
import { changesOf, type Family, moveToChildren, moveToFree, selectionError } from './variation-family';

const seller = { sellerId: 'A1SELLER', marketplaceId: 'ATVPDKIKX0DER' };
const member = (sku: string, updated = false) => ({ sku, asin: `B0${sku}`, updated });
const family: Family = {
  parentSku: 'P-1',
  children: [member('C-1'), member('C-2')],
  nonChildren: [member('F-1')],
};

describe('variation family rules (spec 3 §5 Bulk edit and variations)', () => {
  it('moves ticked listings both ways, flags them updated, and unflags a listing moved back', () => {
    const joined = moveToChildren(family, new Set(['F-1']));
    expect(joined.error).toBeNull();
    expect(joined.family.children).toEqual([member('C-1'), member('C-2'), member('F-1', true)]);
    expect(joined.family.nonChildren).toEqual([]);
    const back = moveToFree(joined.family, new Set(['F-1', 'C-2']));
    expect(back.family.nonChildren).toEqual([member('C-2', true), member('F-1')]);
    expect(changesOf(back.family).error).toBeNull();
  });

  it('says what is missing: nothing ticked, nothing changed, mixed product types', () => {
    expect(moveToChildren(family, new Set()).error).toBe('No free listings selected.');
    expect(moveToFree(family, new Set(['F-1'])).error).toBe('No children selected.');
    expect(changesOf(family).error).toBe('No changes detected.');
    const there = moveToFree(family, new Set(['C-1'])).family;
    expect(changesOf(moveToChildren(there, new Set(['C-1'])).family).error).toBe('No changes detected.');
    expect(selectionError(['SHIRT', 'FOOD'])).toBe(
      'Cannot manage variations of listings with different product types.',
    );
    expect(selectionError(['SHIRT', 'SHIRT'])).toBeNull();
  });
});

/** The backend as the dialog sees it: one family; the update answers what the test says. */
function backend(update: Record<string, unknown>) {
  const sent: unknown[] = [];
  const resolve: MockResolver = (operation) => {
    switch (operation.operationName) {
      case 'VariationSelection':
        return {
          data: {
            variationSelection: {
              __typename: 'VariationSelection',
              productType: 'SHIRT',
              parentSkus: ['P-1'],
              variationFamiliesWithSkus: [
                { __typename: 'VariationFamilyWithSkus', parentSku: 'P-1', skus: ['C-1'] },
              ],
            },
          },
        };
      case 'VariationParents':
        return { data: { variationParents: ['P-1', 'P-2'] } };
      case 'VariationFamily':
        return {
          data: {
            variationFamily: {
              __typename: 'VariationFamily',
              parentSku: 'P-1',
              children: family.children.map((m) => ({ __typename: 'VariationFamilyMember', ...m })),
              nonChildren: family.nonChildren.map((m) => ({ __typename: 'VariationFamilyMember', ...m })),
            },
          },
        };
      case 'UpdateVariationFamily':
        sent.push(operation.variables);
        return {
          data: { updateVariationFamily: { __typename: 'VariationUpdate', bulkUpdateId: 'b-1', ...update } },
        };
      default:
        return { data: null };
    }
  };
  return { resolve, sent };
}

describe('Manage variations dialog', () => {
  it('sends the moved child as updated and closes on ACCEPTED', async () => {
    const api = backend({
      status: 'ACCEPTED',
      message: 'The variation family was updated.',
      skusToReview: [],
    });
    const onClose = vi.fn();
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <ManageVariationsDialog
        seller={seller}
        skus={['C-1', 'F-1']}
        onClose={onClose}
        onUpdated={onUpdated}
      />,
      { resolve: api.resolve },
    );
    const children = await screen.findByRole('region', { name: 'Children of P-1' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No changes detected.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move to free listings' }));
    expect(await screen.findByText('No children selected.')).toBeTruthy();
    await user.click(within(children).getByRole('checkbox', { name: 'Tick C-1' }));
    await user.click(screen.getByRole('button', { name: 'Move to free listings' }));
    const free = screen.getByRole('region', { name: 'Free listings' });
    expect(within(free).getByText('updated')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUpdated).toHaveBeenCalled();
    expect(api.sent[0]).toMatchObject({
      parentSku: 'P-1',
      productType: 'SHIRT',
      family: {
        nonChildren: [
          { sku: 'C-1', updated: true },
          { sku: 'F-1', updated: false },
        ],
      },
    });
  });

  it('lists the SKUs to review with links to their edit pages on INVALID', async () => {
    const api = backend({
      status: 'INVALID',
      message:
        'Some listings did not pass validation. Please review and update the following SKUs and try again:',
      skusToReview: [
        {
          __typename: 'SkuToReview',
          sku: 'F-1',
          issues: [
            {
              __typename: 'BulkUpdateIssue',
              code: '4000004',
              message: 'The SKU F-1 does not exist in this marketplace.',
              severity: 'ERROR',
              attributeNames: [],
            },
          ],
        },
      ],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <ManageVariationsDialog seller={seller} skus={['C-1', 'F-1']} onClose={onClose} onUpdated={() => {}} />,
      { resolve: api.resolve },
    );
    const free = await screen.findByRole('region', { name: 'Free listings' });
    await user.click(within(free).getByRole('checkbox', { name: 'Tick F-1' }));
    await user.click(screen.getByRole('button', { name: 'Move to children' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Some listings did not pass validation/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'F-1' });
    expect(link.getAttribute('href')).toContain('F-1');
    expect(screen.getByText(/does not exist in this marketplace/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
