import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { loadSigningKeys } from '../auth/signing-keys.ts';
import { ASSET_LINK_TTL_SECONDS, brandAssetUrl, isValidAssetSignature } from './brand-asset-links.ts';

const sigOf = (url: string) => new URL(url).searchParams.get('sig');

describe('signed brand image links', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands a link out again for ten minutes, then signs a new one that still works an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    const ctx = {
      keys: await loadSigningKeys(undefined, null),
      publicUrl: 'http://portal.test',
    } as AppContext;
    const first = await brandAssetUrl(ctx, 'LINKS01', 'logo');
    vi.setSystemTime(new Date('2026-11-30T10:09:59Z'));
    expect(await brandAssetUrl(ctx, 'LINKS01', 'logo')).toBe(first);
    // Another brand or image is its own link.
    expect(await brandAssetUrl(ctx, 'LINKS02', 'logo')).not.toBe(first);
    expect(await brandAssetUrl(ctx, 'LINKS01', 'product-image')).not.toBe(first);
    // The reused link is still good 50 minutes after it was last handed out.
    vi.setSystemTime(new Date('2026-11-30T10:59:59Z'));
    expect(await isValidAssetSignature(ctx, sigOf(first), 'LINKS01', 'logo')).toBe(true);

    vi.setSystemTime(new Date('2026-11-30T10:10:00Z'));
    const second = await brandAssetUrl(ctx, 'LINKS01', 'logo');
    expect(second).not.toBe(first);
    vi.setSystemTime(new Date(Date.parse('2026-11-30T10:10:00Z') + (ASSET_LINK_TTL_SECONDS - 1) * 1000));
    expect(await isValidAssetSignature(ctx, sigOf(second), 'LINKS01', 'logo')).toBe(true);
    expect(await isValidAssetSignature(ctx, sigOf(first), 'LINKS01', 'logo')).toBe(false);
  });

  it('signs anew under a new key', async () => {
    const ctx = {
      keys: await loadSigningKeys(undefined, null),
      publicUrl: 'http://portal.test',
    } as AppContext;
    const rotated = { ...ctx, keys: await loadSigningKeys(undefined, null) } as AppContext;
    const old = await brandAssetUrl(ctx, 'LINKS03', 'logo');
    const fresh = await brandAssetUrl(rotated, 'LINKS03', 'logo');
    expect(fresh).not.toBe(old);
    expect(await isValidAssetSignature(rotated, sigOf(fresh), 'LINKS03', 'logo')).toBe(true);
  });
});
