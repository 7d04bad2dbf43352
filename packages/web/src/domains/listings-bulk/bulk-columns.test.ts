import { describe, expect, it } from 'vitest';
import { bulkFields } from './bulk.fixtures';
import {
  attributesToSubmit,
  bulkColumns,
  bulkEditableFields,
  cellProblem,
  columnHeading,
} from './bulk-columns';

const options = { marketplaceId: 'ATVPDKIKX0DER', languageTag: 'en_US' };
const column = (key: string) => {
  const found = bulkColumns(bulkFields, [
    'item_name',
    'condition_type',
    'number_of_items',
    'bullet_point',
  ]).find((c) => c.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe('bulk columns from the field definitions (ADR 0606)', () => {
  it('offers attributes whose value is one property, not those edited whole', () => {
    expect(bulkEditableFields(bulkFields).map((f) => f.name)).toEqual([
      'item_name',
      'condition_type',
      'number_of_items',
      'bullet_point',
    ]);
  });

  it('gives each value the editor its definition calls for, a column per value of a repeated attribute', () => {
    const columns = bulkColumns(bulkFields, [
      'condition_type',
      'number_of_items',
      'item_name',
      'bullet_point',
    ]);
    expect(columns.map((c) => [c.key, c.editor.kind])).toEqual([
      ['condition_type', 'select'],
      ['number_of_items', 'number'],
      ['item_name', 'text'],
      ['bullet_point', 'text'],
      ['bullet_point#2', 'text'],
      ['bullet_point#3', 'text'],
    ]);
    expect(columnHeading(column('item_name'))).toBe('Item Name * (max 200)');
    expect(columnHeading(column('number_of_items'))).toBe('Number of Items (1–99)');
    expect(columnHeading(column('bullet_point#2'))).toBe('Bullet Point 2 (max 500)');
  });

  it('refuses in words what the definition does not accept', () => {
    expect(cellProblem(column('condition_type'), 'broken')).toBe(
      "'broken' is not an allowed value for 'Condition'.",
    );
    expect(cellProblem(column('condition_type'), 'used_poor')).toMatch(/deprecated/);
    expect(cellProblem(column('condition_type'), 'used_good')).toBeNull();
    expect(cellProblem(column('number_of_items'), 'ten')).toBe("'Number of Items' must be a number.");
    expect(cellProblem(column('number_of_items'), '2.5')).toBe("'Number of Items' must be a whole number.");
    expect(cellProblem(column('number_of_items'), '100')).toBe(
      "'Number of Items' is above its maximum of 99.",
    );
    expect(cellProblem(column('number_of_items'), '0')).toBe("'Number of Items' is below its minimum of 1.");
    expect(cellProblem(column('number_of_items'), '12')).toBeNull();
    expect(cellProblem(column('item_name'), 'x'.repeat(201))).toBe(
      "'Item Name' is longer than 200 characters.",
    );
    expect(cellProblem(column('item_name'), '')).toBe("'Item Name' is required but not supplied.");
    // A later value of a repeated attribute may stay empty.
    expect(cellProblem(column('bullet_point#3'), '')).toBeNull();
  });

  it('builds values as the listing editor does: typed, with the selectors the definition asks for', () => {
    const columns = bulkColumns(bulkFields, ['number_of_items', 'item_name', 'bullet_point']);
    const before = {
      item_name: [{ value: 'Old', marketplace_id: 'ATVPDKIKX0DER', language_tag: 'en_US' }],
      bullet_point: [
        { value: 'One', marketplace_id: 'ATVPDKIKX0DER', language_tag: 'en_US' },
        { value: 'Two', marketplace_id: 'ATVPDKIKX0DER', language_tag: 'en_US' },
      ],
    };
    const cells = {
      number_of_items: '12',
      item_name: 'New',
      bullet_point: 'One',
      'bullet_point#2': '',
      'bullet_point#3': 'Three',
    };
    expect(
      attributesToSubmit(before, cells, columns, ['number_of_items', 'item_name', 'bullet_point'], options),
    ).toEqual({
      number_of_items: [{ value: 12, marketplace_id: 'ATVPDKIKX0DER' }],
      item_name: [{ value: 'New', marketplace_id: 'ATVPDKIKX0DER', language_tag: 'en_US' }],
      // The emptied second value goes; the third is added with its selectors.
      bullet_point: [
        { value: 'One', marketplace_id: 'ATVPDKIKX0DER', language_tag: 'en_US' },
        { value: 'Three', marketplace_id: 'ATVPDKIKX0DER', language_tag: 'en_US' },
      ],
    });
  });

  it('sends an emptied attribute as no values (a delete)', () => {
    const columns = bulkColumns(bulkFields, ['number_of_items']);
    expect(
      attributesToSubmit(
        { number_of_items: [{ value: 3 }] },
        { number_of_items: '' },
        columns,
        ['number_of_items'],
        options,
      ),
    ).toEqual({ number_of_items: [] });
  });
});
