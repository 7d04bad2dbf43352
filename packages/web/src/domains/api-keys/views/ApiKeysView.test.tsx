import { fireEvent, screen } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { FORBIDDEN_MESSAGE } from '../../../ui';
import { failure, forbidden } from '../../performance/performance.fixtures';
import { ApiKeysView } from './ApiKeysView';

const key = (over: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey',
  id: 'k1',
  name: 'MR001 ads export',
  prefix: 'pk_abcd1234',
  role: 'API',
  permissions: ['ADVERTISING_READ'],
  brandCodes: ['MR001'],
  createdAt: '2026-11-27T10:00:00.000Z',
  createdByEmail: 'admin@demo.test',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});
const SECRET = `pk_abcd1234_${'s'.repeat(43)}`;

const answering =
  (list: FormattedExecutionResult): MockResolver =>
  (operation) => {
    if (operation.operationName === 'ApiKeys') return list;
    if (operation.operationName === 'CreateApiKey')
      return { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: key() } } };
    return { data: null };
  };

const renderView = (resolve: MockResolver) =>
  renderWithApp(
    <Routes>
      <Route path="/account/api-keys" element={<ApiKeysView />} />
    </Routes>,
    { session: sessionFor(agencyAdmin), route: '/account/api-keys', resolve },
  );

describe('the API keys screen', () => {
  it('lists keys with their status, last use and brands', async () => {
    renderView(
      answering({
        data: { apiKeys: [key(), key({ id: 'k2', name: 'old', revokedAt: '2026-11-27T11:00:00Z' })] },
      }),
    );
    expect(await screen.findByText('MR001 ads export')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
    expect(screen.getAllByText(/last used never/).length).toBe(2);
    expect(screen.getAllByRole('button', { name: 'Revoke' }).length).toBe(1);
  });

  it('says when there is no key, when the list fails, and when the caller may not manage keys', async () => {
    const empty = renderView(answering({ data: { apiKeys: [] } }));
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    empty.unmount();
    const failed = renderView(answering(failure('boom')));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    failed.unmount();
    renderView(answering(forbidden));
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
  });

  it('shows a new key’s secret once, after the form is filled', async () => {
    renderView(answering({ data: { apiKeys: [] } }));
    const create = await screen.findByRole('button', { name: 'Create key' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'export script' } });
    fireEvent.click(screen.getByLabelText(/^advertising\.read/));
    fireEvent.change(screen.getByLabelText(/^Brands/), { target: { value: 'mr001' } });
    expect((create as HTMLButtonElement).disabled).toBe(false);
    const form = create.closest('form');
    if (!form) throw new Error('the create button is outside its form');
    fireEvent.submit(form);
    expect(
      await screen.findByText('Copy this key now: it will not be shown again.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('api-key-secret').textContent).toBe(SECRET);
  });
});
