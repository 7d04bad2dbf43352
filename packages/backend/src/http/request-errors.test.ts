import {
  activityContract,
  authContract,
  brandNotesContract,
  brandReportsContract,
  usersContract,
} from '@portal/schema/rest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { requestErrorMessage, ruleErrorMap } from './request-errors.ts';

const messageOf = (schema: z.ZodType, value: unknown, part: 'path' | 'query' | 'body' = 'body') => {
  const result = schema.safeParse(value, { error: ruleErrorMap });
  if (result.success) throw new Error('expected a refusal');
  return requestErrorMessage(result.error, part);
};

describe('400 messages from the contract', () => {
  it('names a missing field', () => {
    expect(messageOf(activityContract.unreadCount.query, { marketplace_id: 'X' }, 'query')).toBe(
      'seller_id is required',
    );
  });

  it('names the field and the bound it broke', () => {
    const query = { seller_id: 'A', marketplace_id: 'X', pageSize: '1000' };

    expect(messageOf(activityContract.unreadEntries.query, query, 'query')).toBe(
      'pageSize must be between 1 and 100',
    );
  });

  it('names a nested field by its path', () => {
    const body = { sortData: { columnVisibilityModel: {}, columnsOrder: 'a,b' } };

    expect(messageOf(usersContract.saveTableSort.body, body)).toBe(
      'sortData.columnsOrder must be a list of column names',
    );
  });

  it('quotes the spec message a contract wrote', () => {
    expect(messageOf(authContract.login.body, { password: 'x' })).toBe('Email is required');
  });

  it('names a note that is too long in words, never by its internal field', () => {
    const brandNote = { content: { description: 'x'.repeat(10_001) } };
    const reportNote = { brand_code: 'MC001', month: '2026-10', sales_note: 'x'.repeat(50_001) };

    expect(messageOf(brandNotesContract.create.body as z.ZodType, brandNote)).toBe(
      'The note must be at most 10,000 characters',
    );
    // Each report note by the label the form gives it (issue 38 point 13).
    expect(messageOf(brandReportsContract.update.body as z.ZodType, reportNote)).toBe(
      'Sales Note must be at most 50,000 characters',
    );
    const adNote = { brand_code: 'MC001', month: '2026-10', ad_note: 'x'.repeat(50_001) };
    expect(messageOf(brandReportsContract.update.body as z.ZodType, adNote)).toBe(
      'Advertising Note must be at most 50,000 characters',
    );
  });

  it('says when the body is not an object', () => {
    expect(messageOf(authContract.login.body, ['x'])).toBe('Request body must be an object');
  });
});
