import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeNoteHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders formatting, lists and http links', () => {
    const { container } = render(
      <SafeHtml html={'<p><strong>Up</strong></p><ul><li><a href="https://a.test">a</a></li></ul>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Up');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://a.test');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeNoteHtml(
      '<p onclick="alert(1)">x</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">y</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('y');
  });
});
