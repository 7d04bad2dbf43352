import type { RestRoute } from '@portal/schema/rest';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ROUTES } from '../modules/domains.ts';
import { pathFits, routingOrder } from './route-order.ts';

const concrete = (path: string) => path.replace(/\{[A-Za-z0-9_]+\}/g, 'x-1');

describe('the order routes are bound in', () => {
  const ordered = routingOrder(CONTRACT_ROUTES.map((route) => ({ route }))).map(({ route }) => route);

  it('reaches every contract route: the first route fitting its own path is itself', () => {
    const shadowed = ordered.flatMap((route) => {
      const first = ordered.find((r) => r.method === route.method && pathFits(r.path, concrete(route.path)));
      return first === route ? [] : [`${route.method} ${route.path} behind ${first?.path}`];
    });
    expect(shadowed).toEqual([]);
  });

  it('puts the literal path first whichever is declared first', () => {
    const route = (path: string) => ({ route: { method: 'get', path } as RestRoute });
    const byParam = route('/brands/{brandCode}');
    const literal = route('/brands/watchlist');
    expect(routingOrder([byParam, literal])).toEqual([literal, byParam]);
    expect(routingOrder([literal, byParam])).toEqual([literal, byParam]);
  });

  it('keeps the given order where the paths do not compete', () => {
    const a = { route: { method: 'get', path: '/users/{userId}' } as RestRoute };
    const b = { route: { method: 'get', path: '/brands/{brandCode}' } as RestRoute };
    expect(routingOrder([a, b])).toEqual([a, b]);
  });
});
