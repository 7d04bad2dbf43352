import { ADDITIONAL_AM_ALERT_TYPE } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { readKeywordRanks } from './keyword-rank.model.ts';
import { readPageMonitorAlerts } from './page-monitor-alerts.model.ts';

const US = 'ATVPDKIKX0DER';

const rankDocument = (observations: object[], marketplaceId = US) =>
  JSON.stringify({
    reportSpecification: {
      reportType: 'KEYWORD_RANK_OBSERVATIONS',
      marketplaceId,
      dataStartTime: '2026-03-02',
      pagesSearched: 3,
      source: 'tracker',
    },
    observations,
  });

const observation = (keyword: string, observedAt = '2026-03-02T08:00:00Z') => ({
  asin: 'B000000001',
  keyword,
  observedAt,
  organicRank: 4,
});

const alertDocument = (alerts: object[]) =>
  JSON.stringify({
    reportSpecification: {
      reportType: 'PAGE_MONITOR_ALERTS',
      marketplaceId: US,
      dataStartTime: '2026-03-02',
      source: 'monitor',
    },
    alerts,
  });

const alert = (observedAt: string) => ({
  alertType: ADDITIONAL_AM_ALERT_TYPE,
  alertSubType: 'No Cart Button',
  sellerSku: 'SKU-1',
  asin: 'B000000001',
  observedAt,
  message: 'The cart button is gone.',
  payload: { before: true, after: false },
});

const refusal = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'accepted';
};

describe('a daily observation document', () => {
  it('becomes one fact per observation, on the document’s day', () => {
    const read = readKeywordRanks('kr-1', rankDocument([observation('Soap'), observation('Towel')]), US);

    expect(read.day).toBe('2026-03-02');
    expect(read.facts).toEqual([
      { asin: 'B000000001', keywordKey: 'soap', observedAt: '2026-03-02T08:00:00.000Z', organicRank: 4 },
      { asin: 'B000000001', keywordKey: 'towel', observedAt: '2026-03-02T08:00:00.000Z', organicRank: 4 },
    ]);
  });

  it('is refused whole when it is another marketplace’s', () => {
    expect(
      refusal(() => readKeywordRanks('kr-2', rankDocument([observation('soap')], 'A2EUQ1WTGCTBG2'), US)),
    ).toBe(
      `Report document kr-2 refused at reportSpecification.marketplaceId: is for marketplace A2EUQ1WTGCTBG2, not ${US}`,
    );
  });

  it('is refused whole when a moment falls on another day', () => {
    const late = observation('soap', '2026-03-03T00:30:00Z');

    expect(refusal(() => readKeywordRanks('kr-3', rankDocument([observation('towel'), late]), US))).toBe(
      "Report document kr-3 refused at observations[1].observedAt: is not on the document's day 2026-03-02",
    );
  });

  it('is refused whole when a keyword repeats at the same moment, whatever its case', () => {
    expect(
      refusal(() => readKeywordRanks('kr-4', rankDocument([observation('Soap'), observation('soap')]), US)),
    ).toBe('Report document kr-4 refused at observations[1]: repeats an earlier observation');
  });

  it('names the page monitor’s list and noun in its refusals', () => {
    const twice = alertDocument([alert('2026-03-02T09:00:00Z'), alert('2026-03-02T09:00:00Z')]);

    expect(refusal(() => readPageMonitorAlerts('pm-1', twice, US))).toBe(
      'Report document pm-1 refused at alerts[1]: repeats an earlier alert',
    );
    expect(readPageMonitorAlerts('pm-2', alertDocument([alert('2026-03-02T09:00:00Z')]), US).facts).toEqual([
      {
        alertSubType: 'No Cart Button',
        sellerSku: 'SKU-1',
        asin: 'B000000001',
        observedAt: '2026-03-02T09:00:00.000Z',
        message: 'The cart button is gone.',
        payload: { before: true, after: false },
      },
    ]);
  });
});
