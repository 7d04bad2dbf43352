import { describe, expect, it } from 'vitest';
import { sanitizeNote } from './note-html.ts';

describe('sanitizeNote', () => {
  it('keeps basic formatting, lists and http links', async () => {
    const html = '<p>Up <strong>12%</strong></p><ul><li><a href="https://example.com">a</a></li></ul>';
    expect(await sanitizeNote(html)).toBe(
      '<p>Up <strong>12%</strong></p><ul><li><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">a</a></li></ul>',
    );
  });

  it('drops script elements with their content', async () => {
    expect(await sanitizeNote('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('drops event handler attributes', async () => {
    const clean = (await sanitizeNote('<p onclick="alert(1)">x<img src=x onerror="alert(1)"></p>')) ?? '';
    expect(clean).toBe('<p>x</p>');
  });

  it('drops javascript: and data: link targets but keeps the text', async () => {
    const clean =
      (await sanitizeNote(
        '<a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt&colon;alert(1)">js2</a>',
      )) ?? '';
    expect(clean).not.toMatch(/javascript/i);
    expect(clean).toContain('js2');
  });

  it('keeps mailto links', async () => {
    expect(await sanitizeNote('<a href="mailto:a@b.test">mail</a>')).toContain('href="mailto:a@b.test"');
  });

  it('reads an empty editor as no note', async () => {
    expect(await sanitizeNote('<p></p>')).toBeNull();
    expect(await sanitizeNote('<p>&nbsp; </p>')).toBeNull();
    expect(await sanitizeNote(null)).toBeNull();
  });
});
