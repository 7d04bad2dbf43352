import { describe, expect, it } from 'vitest';
import { canUpdateMaxMarketplaces, maxMarketplacesChoices } from './max-marketplaces';
import { formatMoney } from './money';

describe('the max marketplaces modal (spec 3 §2, §9)', () => {
  it('offers choices from the authorized count, 125 minus the plan’s maximum of them', () => {
    const choices = maxMarketplacesChoices(5, 3);
    expect(choices).toHaveLength(122);
    expect(choices[0]).toBe(5);
    expect(choices.at(-1)).toBe(126);
  });

  it('disables Update at or below the plan’s maximum', () => {
    expect([2, 3, 4].map((n) => canUpdateMaxMarketplaces(n, 3))).toEqual([false, false, true]);
  });
});

describe('billing prices', () => {
  it('shows unit_amount/100 with 2 decimals in the price’s currency', () => {
    expect(formatMoney(4900, 'usd')).toBe('$49.00');
    expect(formatMoney(1050, 'eur')).toBe('€10.50');
  });
});
