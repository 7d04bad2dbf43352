import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backendForFile } from '../../test-support/file-backend.ts';

// Finding 7: the access check must come before the costly part (sanitizing notes).
const sanitized = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../modules/brand-reports/note-html.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../modules/brand-reports/note-html.ts')>();
  return {
    ...original,
    sanitizeNote: (html: string | null | undefined) => {
      sanitized.calls++;
      return original.sanitizeNote(html);
    },
  };
});

const month = new Date().toISOString().slice(0, 7);
const bigNote = `<p>${'<b>x</b>'.repeat(5_000)}</p>`;

describe('PUT /brandreports/{id}/{month} from a caller who may not write the brand', () => {
  const api = backendForFile();
  let mcToken: string;
  beforeAll(async () => {
    mcToken = (await api.login('mc@demo.test')).accessToken;
  });
  beforeEach(() => {
    sanitized.calls = 0;
  });

  it('is refused before any note is sanitized', async () => {
    const res = await api.call('PUT', `/brandreports/MR001/${month}`, {
      token: mcToken,
      body: { sales_note: bigNote, ad_note: bigNote, removed_suppression_ids: [] },
    });

    expect(res.status).toBe(403);
    expect(sanitized.calls).toBe(0);
  });

  it('still sanitizes the notes of a caller who may write the brand', async () => {
    const res = await api.call('PUT', `/brandreports/MC001/${month}`, {
      token: mcToken,
      body: { sales_note: '<p>ok<script>alert(1)</script></p>', ad_note: null, removed_suppression_ids: [] },
    });

    expect(res.status).toBe(200);
    expect(res.body.notes.sales_note).toBe('<p>ok</p>');
    expect(sanitized.calls).toBeGreaterThan(0);
  });

  it('refuses a note over the size bound with 400', async () => {
    const res = await api.call('PUT', `/brandreports/MC001/${month}`, {
      token: mcToken,
      body: { sales_note: 'x'.repeat(50_001), removed_suppression_ids: [] },
    });

    expect(res.status).toBe(400);
  });
});
