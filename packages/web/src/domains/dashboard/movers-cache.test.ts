import { describe, expect, it } from 'vitest';
import { moversCacheKey, readMovers, writeMovers } from './movers-cache';

const key = moversCacheKey('u1', 'brand-gainers', '7d');
const rows = [{ brandCode: 'MC001', revenueAmount: 12.5 }];

describe('the movers cache', () => {
  it('answers the stored rows later the same UTC day', () => {
    const storage = window.localStorage;
    storage.clear();
    writeMovers(storage, key, { rows, currency: 'USD' }, new Date('2026-03-10T00:05:00Z'));

    expect(readMovers(storage, key, new Date('2026-03-10T23:59:00Z'))?.rows).toEqual(rows);
  });

  it('misses once the next UTC day has begun', () => {
    const storage = window.localStorage;
    storage.clear();
    writeMovers(storage, key, { rows, currency: 'USD' }, new Date('2026-03-10T23:59:00Z'));

    expect(readMovers(storage, key, new Date('2026-03-11T00:00:01Z'))).toBeNull();
  });

  it('misses across a year end, where the day of the year starts again', () => {
    const storage = window.localStorage;
    storage.clear();
    writeMovers(storage, key, { rows, currency: 'USD' }, new Date('2025-12-31T12:00:00Z'));

    expect(readMovers(storage, key, new Date('2026-01-01T01:00:00Z'))).toBeNull();
  });

  it('keeps each window and each user apart', () => {
    const storage = window.localStorage;
    storage.clear();
    writeMovers(storage, key, { rows, currency: 'USD' });

    expect(readMovers(storage, moversCacheKey('u1', 'brand-gainers', '30d'))).toBeNull();
    expect(readMovers(storage, moversCacheKey('u2', 'brand-gainers', '7d'))).toBeNull();
  });

  it('treats an unreadable entry as a miss', () => {
    window.localStorage.setItem(key, '{not json');

    expect(readMovers(window.localStorage, key)).toBeNull();
  });
});
