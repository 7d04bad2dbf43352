import { LISTINGS_BULK_MESSAGES } from '@portal/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { bulkFields } from '../bulk.fixtures';
import { bulkEditableFields } from '../bulk-columns';
import { AttributePicker } from './AttributePicker';

function Picker({ productType }: { productType: string | null }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <AttributePicker
        productType={productType}
        waitingFor={LISTINGS_BULK_MESSAGES.attributesNeedListings}
        fields={productType ? bulkEditableFields(bulkFields) : null}
        loading={false}
        failed={false}
        onRetry={() => undefined}
        selected={selected}
        onChange={setSelected}
      />
      <output>{selected.join(',')}</output>
    </>
  );
}

describe('bulk edit attribute picker (ADR 0606)', () => {
  it('says what it waits for before listings are selected', () => {
    renderWithApp(<Picker productType={null} />);
    expect(screen.getByText(LISTINGS_BULK_MESSAGES.attributesNeedListings)).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it("lists the product type's attributes by title with their keys, required ones marked, searchable by both", async () => {
    const user = userEvent.setup();
    renderWithApp(<Picker productType="SHIRT" />);
    const picker = screen.getByRole('group', { name: 'Attributes' });
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Item Name (required) item_name',
      'Condition condition_type',
      'Number of Items number_of_items',
      'Bullet Point bullet_point',
    ]);
    const search = screen.getByRole('searchbox', { name: 'Search attributes' });
    await user.type(search, 'CONDITION_T');
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(picker).getByRole('checkbox', { name: /Condition/ }));
    expect(screen.getByRole('status').textContent).toBe('condition_type');
    await user.clear(search);
    await user.type(search, 'number of');
    expect(within(picker).getByRole('checkbox', { name: /Number of Items/ })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(within(picker).getByText(LISTINGS_BULK_MESSAGES.noAttributesMatch)).toBeTruthy();
  });
});
