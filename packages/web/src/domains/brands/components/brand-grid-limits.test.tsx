import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { BrandListPage, type BrandListPageProps } from './BrandListPage';

// Issue 38 points 7 and 13: a cell edited in the brands grid shows the server's bound while it is
// edited and refuses outside it in the server's words, sending nothing.
const renderGrid = () => {
  const onEditField = vi.fn();
  const onBulkEdit = vi.fn(async () => {});
  const props: BrandListPageProps = {
    rows: [
      {
        brandCode: 'MR001',
        name: 'Summit',
        brandTier: 'Gold',
        monthlyAdBudget: 1000,
        performanceChecklist: [],
        customAttributes: [{ name: 'Priority', type: 'TEXT', value: 'High' }],
      },
    ],
    count: 1,
    attributes: [{ name: 'Priority', type: 'TEXT' }],
    people: [],
    page: 0,
    pageSize: 40,
    onPageChange: () => {},
    onPageSizeChange: () => {},
    sortBy: 'brand_status',
    sortDirection: 'asc',
    onSortChange: () => {},
    search: '',
    onSearchChange: () => {},
    loading: false,
    error: null,
    onRetry: () => {},
    canCreate: false,
    canEdit: true,
    onEditField,
    onBulkEdit,
  };
  renderUi(
    <MemoryRouter>
      <BrandListPage {...props} />
    </MemoryRouter>,
  );
  return { onEditField, onBulkEdit };
};

describe('the brands grid’s cells', () => {
  it('show the budget’s range while it is edited and refuse -500 in the server’s words', () => {
    const { onEditField } = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Monthly Ad Budget of MR001' }));
    const box = screen.getByRole('spinbutton', { name: 'Monthly Ad Budget of MR001' }) as HTMLInputElement;
    expect(screen.getByText('0 to 10,000,000, up to 2 decimals')).toBeTruthy();
    expect([box.min, box.max, box.step]).toEqual(['0', '10000000', '0.01']);

    fireEvent.change(box, { target: { value: '-500' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(
      screen.getByText('Monthly Ad Budget must be a number with at most 2 decimals from 0 to 10,000,000'),
    ).toBeTruthy();
    expect(onEditField).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '1250.5' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onEditField).toHaveBeenCalledWith(
      expect.objectContaining({ brandCode: 'MR001' }),
      'monthlyAdBudget',
      '1250.5',
    );
  });

  it('show a name’s limit and refuse a longer one as the server does', () => {
    const { onEditField } = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Brand Name of MR001' }));
    const box = screen.getByRole('textbox', { name: 'Brand Name of MR001' });
    expect(screen.getByText('6 of 500 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByText('Name must be at most 500 characters')).toBeTruthy();
    expect(onEditField).not.toHaveBeenCalled();
  });

  it('show a custom attribute value’s limit and refuse a longer one without sending it', () => {
    const { onBulkEdit } = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Priority of MR001' }));
    const box = screen.getByRole('textbox', { name: 'Priority of MR001' });
    expect(screen.getByText('4 of 2,000 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    fireEvent.blur(box);
    expect(screen.getByText('The value must be at most 2,000 characters')).toBeTruthy();
    expect(onBulkEdit).not.toHaveBeenCalled();
  });
});
