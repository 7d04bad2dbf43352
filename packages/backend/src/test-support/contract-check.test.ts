import { describe, expect, it } from 'vitest';
import { contractProblems, contractRouteOf } from './contract-check.ts';

describe('the contract check of test answers', () => {
  it('finds the route of a concrete path, a literal path before a {param} one', () => {
    expect(contractRouteOf('GET', '/users/me')?.operationId).toBe('me');
    expect(contractRouteOf('GET', '/brandreports/MC001/2025-01?x=1')?.operationId).toBe('brandReport');
  });

  it('accepts an answer shaped as declared', () => {
    expect(contractProblems('GET', '/amazon-listings/activity-unread-count', 200, { count: 3 })).toEqual([]);
  });

  it('reports an answer that breaks the declared schema', () => {
    const problems = contractProblems('GET', '/amazon-listings/activity-unread-count', 200, { count: '3' });

    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('activityUnreadCount');
  });

  it('reports a success status other than the declared one', () => {
    expect(contractProblems('POST', '/amazon-listings/activity-unread-reset', 200, {})).toEqual([
      'POST /amazon-listings/activity-unread-reset → 200: the contract declares 204',
    ]);
  });

  it('reports an error body that is not { statusCode, message }', () => {
    expect(contractProblems('GET', '/users/me', 401, { error: 'no' })).toHaveLength(1);
    expect(
      contractProblems('GET', '/users/me', 401, { statusCode: 401, message: 'Missing bearer token' }),
    ).toEqual([]);
  });
});
