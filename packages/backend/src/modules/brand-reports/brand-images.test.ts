import { describe, expect, it } from 'vitest';
import { logoSvg, productSvg } from './brand-images.ts';

describe('brand image stand-ins', () => {
  it('writes the initials on the logo only, so the report cover shows them once', () => {
    expect(logoSvg('MC001', 'Northwind Outdoors')).toContain('>NO</text>');
    expect(productSvg('MC001', 'Northwind Outdoors')).not.toContain('>NO<');
    expect(productSvg('MC001', 'Northwind Outdoors')).toContain('>Northwind Outdoors</text>');
  });
});
