import { LISTING_EDITOR_MESSAGES, LISTINGS_MESSAGES, type ListingFieldDefinition } from '@portal/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Listing, ListingSubmission } from '../../../gql/schema-resolvers';
import { ffpBrandAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { FORBIDDEN_MESSAGE } from '../../../ui';
import { ListingEditView } from './ListingEditView';

const M = 'ATVPDKIKX0DER';
const S = 'A1FFPSELLER';
const ROUTE = `/amazon-listings-item/${M}/${S}/SKU-1/edit`;

const text = (key: string, title: string) => ({
  key,
  title,
  type: 'string' as const,
  selectOptions: [],
  freeText: true,
  editable: true,
  hidden: false,
  required: false,
  maxLength: null,
  properties: [],
  maxItems: null,
});
const selector = (key: string, value: string) => ({
  ...text(key, key),
  hidden: true,
  editable: false,
  selectOptions: [{ value, label: value, deprecated: false }],
});
const field = (name: string, title: string, group: string, over: Partial<ListingFieldDefinition> = {}) =>
  ({
    name,
    group,
    required: false,
    meta: {
      title,
      description: `${title} of the item`,
      type: 'string',
      selectOptions: [],
      maxUniqueItems: 1,
      hasSelectOptionsInsideItems: false,
    },
    selectors: ['marketplace_id', 'language_tag'],
    properties: [text('value', title), selector('language_tag', 'en_US'), selector('marketplace_id', M)],
    ...over,
  }) satisfies ListingFieldDefinition;

const FIELDS: ListingFieldDefinition[] = [
  field('item_name', 'Item Name', 'product_identity', { required: true }),
  field('bullet_point', 'Bullet Point', 'product_details', {
    meta: {
      title: 'Bullet Point',
      description: '',
      type: 'string',
      selectOptions: [],
      maxUniqueItems: 3,
      hasSelectOptionsInsideItems: false,
    },
  }),
  field('product_description', 'Product Description', 'product_details', { required: true }),
];
const entry = (value: string) => [{ value, language_tag: 'en_US', marketplace_id: M }];
const ATTRIBUTES = {
  item_name: entry('Old title'),
  bullet_point: entry('First bullet'),
  product_description: entry('A description'),
};

const listing = (over: Partial<Listing> = {}): Listing => ({
  sku: 'SKU-1',
  brandCode: 'FFP001',
  brandName: 'Fresh Fields Pantry',
  archived: false,
  lastUpdatedDate: '2026-11-20T10:00:00.000Z',
  isParent: false,
  isChild: false,
  parentSku: null,
  parentageLevel: null,
  variationTheme: null,
  reflectingState: 1,
  childCount: 0,
  childAsins: [],
  parentAsin: null,
  asin: 'B0SKU1',
  marketplaceId: M,
  sellerId: S,
  itemName: 'Old title',
  productType: 'SHIRT',
  status: 'BUYABLE',
  version: 4,
  mainImage: null,
  issues: [],
  attributes: ATTRIBUTES,
  ...over,
});

const answer = (over: Partial<ListingSubmission> = {}): ListingSubmission => ({
  status: 'ACCEPTED',
  version: 5,
  parentSkuChanged: false,
  issuesBySku: [],
  validationSubmissionErrorMessage: null,
  ...over,
});

const refused = (code: string) => () => {
  throw new GraphQLError(code, { extensions: { code } });
};

function renderEditor(mocks: MockResolvers) {
  return renderWithApp(
    <Routes>
      <Route
        path="/amazon-listings-item/:marketplaceId/:sellerId/:sku/:tabValue/:version?"
        element={<ListingEditView />}
      />
    </Routes>,
    {
      session: sessionFor(ffpBrandAdmin),
      route: ROUTE,
      mocks: {
        ...mocks,
        Query: {
          listing: () => listing(),
          listingProductTypeFields: () => ({
            listingFieldDefinitions: FIELDS,
            propertyGroups: [
              { name: 'product_identity', title: 'Product Identity' },
              { name: 'product_details', title: 'Product Details' },
            ],
            locale: 'en_US',
          }),
          listingVersions: () => [],
          ...mocks.Query,
        },
      },
    },
  );
}

describe('The listing edit page', () => {
  it('sends only the changed attribute and shows the accepted version', async () => {
    const update = vi.fn((_args: { listing: Record<string, unknown> }) => answer());
    renderEditor({
      Mutation: {
        validateListing: () => [],
        updateListing: (_root, args) => update(args as { listing: Record<string, unknown> }),
      },
    });
    const title = await screen.findByRole('textbox', { name: 'Item Name' });
    expect((title as HTMLInputElement).value).toBe('Old title');
    fireEvent.change(title, { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText(LISTING_EDITOR_MESSAGES.accepted(5))).toBeTruthy();
    const sent = update.mock.calls[0]?.[0].listing ?? {};
    expect(sent.passedUpdatedAttributeKeys).toEqual(['item_name']);
    expect(sent.version).toBe(4);
    expect(sent.skipValidation).toBe(false);
    expect((sent.attributes as Record<string, unknown>).item_name).toEqual(entry('New title'));
  });

  it("names an invalid field and shows each issue with '(Code: x)'; nothing is submitted", async () => {
    const update = vi.fn(() => answer());
    renderEditor({
      Mutation: {
        validateListing: () => [
          {
            message: "'Product Description' is required but not supplied.",
            code: '90220',
            attributeNames: ['product_description'],
            fieldName: 'product_description',
          },
        ],
        updateListing: update,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update Listing' }));
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain(LISTING_EDITOR_MESSAGES.invalidFields);
    expect(panel.textContent).toContain("'Product Description' is required but not supplied. (Code: 90220)");
    expect(screen.getByRole('button', { name: 'Product Description' })).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('force update skips the validation and says so on its button', async () => {
    const validate = vi.fn(() => []);
    const update = vi.fn(() => answer({ status: 'VALID', version: null }));
    renderEditor({ Mutation: { validateListing: validate, updateListing: update } });
    fireEvent.click(await screen.findByRole('switch', { name: 'Force update' }));
    expect(screen.getByText(LISTING_EDITOR_MESSAGES.forceUpdateNote)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Force Update' }));
    // VALID with no version: nothing differed.
    expect(await screen.findByText(LISTING_EDITOR_MESSAGES.noChangesDetected)).toBeTruthy();
    expect(validate).not.toHaveBeenCalled();
  });

  it("shows the submission error's message", async () => {
    renderEditor({
      Mutation: {
        validateListing: () => [],
        updateListing: () =>
          answer({ status: 'INVALID', version: null, validationSubmissionErrorMessage: 'Amazon is down' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText('Amazon is down')).toBeTruthy();
  });

  it('repeats a group up to maxUniqueItems and keeps at least one', async () => {
    renderEditor({});
    fireEvent.click(await screen.findByRole('button', { name: 'Product Details' }));
    const add = await screen.findByRole('button', { name: 'Add Bullet Point' });
    expect(
      (screen.getByRole('button', { name: 'Remove Bullet Point 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Add Bullet Point' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bullet Point 3' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Add Bullet Point' })).toBeNull();
  });

  it('shows not found, forbidden and the fields failure in the spec’s words', async () => {
    const notFound = renderEditor({ Query: { listing: refused('NOT_FOUND') } });
    expect(await screen.findByText(LISTINGS_MESSAGES.listingNotFound)).toBeTruthy();
    notFound.unmount();
    const forbidden = renderEditor({ Query: { listing: refused('FORBIDDEN') } });
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
    forbidden.unmount();
    renderEditor({ Query: { listingProductTypeFields: refused('INTERNAL_SERVER_ERROR') } });
    expect(await screen.findByText(LISTINGS_MESSAGES.productTypeFieldsFailed('SKU-1', 'SHIRT'))).toBeTruthy();
  });
});
