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
    resolve: (operation) => {
      if (operation.operationName === 'Me') {
        return { data: { me: { __typename: 'Viewer', ...agencyAdmin, viewedArticles } } };
      }
      if (operation.operationName === 'MarkArticleViewed') {
        marked.push(operation.variables.article);
        return { data: { markArticleViewed: [...viewedArticles, String(operation.variables.article)] } };
      }
      return { data: null };
    },
  });
  return { ...view, marked };
}

describe('HelpArticle', () => {
  it("shows the page's article when the user has not viewed it", async () => {
    renderHelp([]);
    expect(await screen.findByRole('complementary', { name: 'Help: Welcome to the portal' })).toBeTruthy();
  });

  it('stays hidden once the article was viewed', async () => {
    const { calls } = renderHelp(['dashboard']);
    await waitFor(() => expect(calls.some((c) => c.operationName === 'Me')).toBe(true));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('marks the article viewed when it is closed', async () => {
    const { marked } = renderHelp([], '/amazon-listings-activity');
    await userEvent.click(await screen.findByRole('button', { name: 'Close help' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await waitFor(() => expect(marked).toEqual(['listingsActivity']));
  });
});
