import { MAX_KEYWORD_LENGTH, MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findDialogButton } from '../../../test/dialogs';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { AsinKeywordsView } from './AsinKeywordsView';

const keywords = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `k${i}`, keyword: `keyword ${i}` }));

const mocksWith = (
  count: number,
  extra: Partial<NonNullable<MockResolvers['Mutation']>> = {},
): MockResolvers => ({
  Query: {
    asinKeywords: () => ({ count, rows: keywords(count) }),
    asinKeywordSearchResults: (_root, args) => ({
      interval: 'DAY' as never,
      rows: [
        { keyword: 'yoga mat', avgRank: 8, oldAvgRank: args.compareFrom ? 12 : null },
        { keyword: 'cork block', avgRank: 30, oldAvgRank: args.compareFrom ? 21 : null },
      ],
      series: [{ keyword: 'yoga mat', type: 'current', data: [{ date: args.from, rank: 8 }] }],
    }),
  },
  Mutation: {
    saveAsinKeyword: () => ({ count: count + 1, rows: keywords(count + 1) }),
    deleteAsinKeywords: (_root, args) => args.keywordIds.length,
    ...extra,
  },
});

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

const at = (search: string, mocks: MockResolvers) =>
  renderWithApp(
    <Routes>
      <Route
        path="/asins/keywords/:asin"
        element={
          <>
            <AsinKeywordsView />
            <Address />
          </>
        }
      />
    </Routes>,
    { session: sessionFor(agencyAdmin), route: `/asins/keywords/B0AAAAAAA1${search}`, mocks },
  );

describe('ASIN keywords', () => {
  it('saves the comma-separated entry of the Add Keyword dialog and says so', async () => {
    const { calls } = at('', mocksWith(2));

    await userEvent.click(await screen.findByRole('button', { name: 'Add Keyword' }));
    // The dialog surface is aria-hidden while it animates in under jsdom: find the box by its label.
    await userEvent.type(await screen.findByLabelText(/Keywords \(separated by commas\)/), 'a, b, c');
    await userEvent.click(screen.getByText('Save'));

    expect(await screen.findByText(MESSAGES.asinKeywordSaved)).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'SaveAsinKeyword')?.variables).toMatchObject({
      asin: 'B0AAAAAAA1',
      keyword: 'a, b, c',
      keywordId: null,
    });
  });

  it('refuses a keyword over the limit before submit, in words, and names a box of only commas', async () => {
    const { calls } = at('', mocksWith(2));

    await userEvent.click(await screen.findByRole('button', { name: 'Add Keyword' }));
    const box = await screen.findByLabelText(/Keywords \(separated by commas\)/);
    // The limit is shown before anything is typed.
    expect(screen.getByText(`Each keyword at most ${MAX_KEYWORD_LENGTH} characters.`)).toBeTruthy();
    await userEvent.click(box);
    await userEvent.paste(`short, ${'x'.repeat(600)}`);
    expect(await screen.findByText(/A keyword must be at most 200 characters .* has 600\)/)).toBeTruthy();
    await userEvent.click(screen.getByText('Save'));
    await userEvent.clear(box);
    await userEvent.type(box, ', ,,');
    await userEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Enter a keyword between the commas')).toBeTruthy();

    expect(calls.some((c) => c.operationName === 'SaveAsinKeyword')).toBe(false);
  });

  it('hides Add Keyword above 75 keywords', async () => {
    at('', mocksWith(76));

    await screen.findByRole('table', { name: 'Keywords' });
    expect(screen.queryByRole('button', { name: 'Add Keyword' })).toBeNull();
  });

  it('deletes the selected keywords and shows the spec’s message when it fails', async () => {
    at(
      '',
      mocksWith(3, {
        deleteAsinKeywords: () => {
          throw new GraphQLError('boom');
        },
      }),
    );

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select keyword 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await userEvent.click(await findDialogButton('Delete'));

    expect(await screen.findByText(MESSAGES.keywordDeleteFailed)).toBeTruthy();
  });

  it('restores the Search Result Rank tab with compare from the address and colours rank changes', async () => {
    const { calls } = at(
      '?tab=rank&from=2026-01-01&to=2026-01-07&compare=true&compareFrom=2025-12-25&compareTo=2025-12-31',
      mocksWith(2),
    );

    const card = await screen.findByRole('group', { name: 'Rank of yoga mat' });
    expect(within(card).getByText('previous 12.0').getAttribute('data-change')).toBe('improved');
    const worse = screen.getByRole('group', { name: 'Rank of cork block' });
    expect(within(worse).getByText('previous 21.0').getAttribute('data-change')).toBe('worsened');
    expect(calls.at(-1)?.variables).toMatchObject({
      from: '2026-01-01',
      compareFrom: '2025-12-25',
      interval: 'DAY',
    });
  });

  it('puts the chosen tab in the address', async () => {
    at('', mocksWith(1));

    await userEvent.click(await screen.findByRole('tab', { name: 'Search Result Rank' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toContain('tab=rank'),
    );
  });
});
