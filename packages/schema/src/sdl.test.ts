import { describe, expect, it } from 'vitest';
import { loadTypeDefs, typeDefs } from './sdl.ts';

describe('typeDefs', () => {
  it('holds every SDL file, including the directives and base types', () => {
    const all = typeDefs.join('\n');
    expect(all).toContain('directive @auth');
    expect(all).toContain('enum Role');
  });

  it('reads the files in the same order every time', () => {
    expect(loadTypeDefs()).toEqual(typeDefs);
  });
});
