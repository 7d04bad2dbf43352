import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlertRowFragment } from '../../../gql/graphql';
import { columnKey } from '../../../ui';
import { ALERT_DATA_COLUMNS, ProductCell } from './AlertListPage';

const row: AlertRowFragment = {
  id: '1',
  collection: 'inventory',
  alertType: 'Inventory',
  alertSubType: 'Out of Stock',
  productImageUrl: 'https://images.example.test/missing.jpg',
  productName: 'Trail Mug, Black',
  message: 'Out of stock',
  asin: 'B0AAAAAAAA',
  sku: 'MC001-001',
  brandCode: 'MC001',
  marketplaceId: 'ATVPDKIKX0DER',
  dateTime: '2026-11-22T10:00:00.000Z',
  cuTaskUrl: null,
  sentryKitUrl: null,
  hiddenFromTabs: [],
};

describe('the alert product cell', () => {
  it('shows a placeholder instead of a broken picture when the image cannot be loaded', () => {
    const { container, getByRole } = render(
      <FluentProvider theme={webLightTheme}>
        <ProductCell row={row} />
      </FluentProvider>,
    );
    const img = container.querySelector('img');
    if (!img) throw new Error('no picture drawn');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(getByRole('link', { name: 'Trail Mug, Black' })).toBeTruthy();
  });
});

describe('the alert columns', () => {
  // Columns read GraphQL fields; the address's sortBy and saved layouts keep the REST names.
  it('sort by the names the address and GET alerts take', () => {
    const sortKeys = ALERT_DATA_COLUMNS.filter((c) => c.sortable).map(columnKey);

    expect([...sortKeys].sort()).toEqual(Object.values(GRAPHQL_ENUM_VALUES.AlertField).sort());
  });

  it('read the brand and marketplace from their GraphQL fields', () => {
    const brand = ALERT_DATA_COLUMNS.find((c) => columnKey(c) === 'brand');
    const marketplace = ALERT_DATA_COLUMNS.find((c) => columnKey(c) === 'marketplace');

    expect(brand?.field).toBe('brandCode');
    expect(marketplace?.format?.(row.marketplaceId, row)).toBe('United States');
  });
});
