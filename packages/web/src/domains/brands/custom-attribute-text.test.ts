import { describe, expect, it } from 'vitest';
import { customAttributeText } from './custom-attribute-text';

const people = [{ id: 12, name: 'Pat Strategist' }];

describe('customAttributeText (the brands grid and the Custom Attributes tab)', () => {
  it('reads a USER attribute as the person’s name', () => {
    expect(customAttributeText({ type: 'USER', value: '12' }, people)).toBe('Pat Strategist');
  });

  it('keeps an id nobody has any more rather than hiding it', () => {
    expect(customAttributeText({ type: 'USER', value: '99' }, people)).toBe('99');
  });

  it('leaves other types as they are and gives null for no value', () => {
    expect(customAttributeText({ type: 'TEXT', value: '12' }, people)).toBe('12');
    expect(customAttributeText({ type: 'USER', value: null }, people)).toBeNull();
  });
});
