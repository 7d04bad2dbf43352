import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { HelpArticle } from './HelpArticle';

function renderHelp(viewedArticles: string[], route = '/') {
  const marked: unknown[] = [];
  const view = renderWithApp(<HelpArticle />, {
    route,
    session: sessionFor(agencyAdmin),
    mocks: {
      Query: { me: () => ({ ...agencyAdmin, viewedArticles }) },
      Mutation: {
        markArticleViewed: (_root, { article }) => {
          marked.push(article);
          return [...viewedArticles, article];
        },
      },
    },
  });
  return { ...view, marked };
}

describe('HelpArticle', () => {
  it("shows the page's article when the user has not viewed it", async () => {
    renderHelp([]);
    expect(await screen.findByRole('region', { name: 'Help: Welcome to the portal' })).toBeTruthy();
  });

  it('stays hidden once the article was viewed', async () => {
    const { calls } = renderHelp(['dashboard']);
    await waitFor(() => expect(calls.some((c) => c.operationName === 'Me')).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('marks the article viewed when it is closed', async () => {
    const { marked } = renderHelp([], '/amazon-listings-activity');
    await userEvent.click(await screen.findByRole('button', { name: 'Close help' }));
    expect(screen.queryByRole('region')).toBeNull();
    await waitFor(() => expect(marked).toEqual(['listingsActivity']));
  });
});
