import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findDialogButton } from '../../../test/dialogs';
import { mcBrandUser, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { UNSAVED_CHANGES_MESSAGE } from '../components/BrandReportUpdatePage';
import type { BrandReportData } from '../report-model';
import { BrandReportUpdateView } from './BrandReportUpdateView';

// The leave dialog opens animated; on a loaded machine its parts can take more than the default second.
const SLOW = { timeout: 5_000 };

const report: BrandReportData = {
  month: '2024-03',
  brandInfo: {
    name: 'Northwind Outdoors',
    logo: '/l',
    productImage: '/p',
    brandCode: 'MC001',
    removedSuppressionIds: [],
  },
  notes: { salesNote: '<p>Old note</p>', adNote: null },
  suppressions: [
    {
      id: 7,
      asin: 'B0AAAAAAAA',
      productName: 'Mug',
      marketplace: 'United States',
      createdAt: '2024-03-02T00:00:00.000Z',
      liftedAt: null,
      alertLiftedId: null,
      diffHours: 30,
    },
  ],
  salesByMonth: [],
};

/** The wire shape: Apollo matches the fragment by __typename. */
const onWire = (data: BrandReportData) => ({
  __typename: 'BrandReport',
  ...data,
  brandInfo: { __typename: 'BrandReportInfo', ...data.brandInfo },
  notes: { __typename: 'BrandReportNotes', ...data.notes },
  suppressions: data.suppressions.map((s) => ({ __typename: 'ListingSuppression', ...s })),
  salesByMonth: [],
});

function renderUpdate(answer: (operationName: string) => FormattedExecutionResult) {
  return renderWithApp(
    <Routes>
      <Route path="/brandreports/update/:id/:month" element={<BrandReportUpdateView />} />
      <Route path="/brandreports/view/:id/:month" element={<p>The printable report</p>} />
      <Route path="/brandreports/:id" element={<p>The list of reports</p>} />
    </Routes>,
    {
      session: sessionFor(mcBrandUser),
      route: '/brandreports/update/MC001/2024-03',
      resolve: (operation) => answer(operation.operationName ?? ''),
    },
  );
}

describe('BrandReportUpdateView', () => {
  it("says 'Unable to get report' with the server's message when loading fails", async () => {
    renderUpdate(() => ({
      data: null,
      errors: [{ message: 'Brand not found', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    expect(await screen.findByText('Unable to get report: Brand not found')).toBeTruthy();
  });

  it('shows the forbidden state when the API refuses the brand', async () => {
    renderUpdate(() => ({ data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }));
    expect(await screen.findByText('You do not have permission to view this page')).toBeTruthy();
  });

  it('saves the ignored suppression and says the brand was updated', async () => {
    const { calls } = renderUpdate((name) =>
      name === 'UpdateBrandReport'
        ? {
            data: {
              updateBrandReport: onWire({
                ...report,
                brandInfo: { ...report.brandInfo, removedSuppressionIds: [7] },
              }),
            },
          }
        : { data: { brandReport: onWire(report) } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore B0AAAAAAAA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Brand updated successfully')).not.toHaveLength(0);
    const update = calls.find((c) => c.operationName === 'UpdateBrandReport');
    expect(update?.variables).toEqual({
      input: {
        brandCode: 'MC001',
        month: '2024-03',
        salesNote: '<p>Old note</p>',
        adNote: '',
        removedSuppressionIds: [7],
      },
    });
  });

  it("shows each note's limit before submit and refuses a longer note in words, naming the box", async () => {
    // Issue 38 point 13: the server said 'sales_note must be at most 50000 characters' after Save.
    const long = `<p>${'x'.repeat(50_000)}</p>`;
    const { calls } = renderUpdate(() => ({
      data: { brandReport: onWire({ ...report, notes: { salesNote: long, adNote: null } }) },
    }));

    expect(await screen.findByText('0 of 50,000 characters, formatting included')).toBeTruthy();
    expect(screen.getByText('Sales Note must be at most 50,000 characters')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore B0AAAAAAAA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.operationName === 'UpdateBrandReport')).toBe(false);
  });

  it("prefers the server's message when saving fails", async () => {
    renderUpdate((name) =>
      name === 'UpdateBrandReport'
        ? {
            data: null,
            errors: [
              { message: 'Unknown suppression id for this brand: 7', extensions: { code: 'BAD_USER_INPUT' } },
            ],
          }
        : { data: { brandReport: onWire(report) } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText('Unknown suppression id for this brand: 7')).not.toHaveLength(0),
    );
  });

  it('opens the report at once when nothing was edited', async () => {
    renderUpdate(() => ({ data: { brandReport: onWire(report) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'View report' }));

    expect(await screen.findByText('The printable report')).toBeTruthy();
  });

  it('asks before View report leaves unsaved edits, and stays when told to', async () => {
    renderUpdate(() => ({ data: { brandReport: onWire(report) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore B0AAAAAAAA' }));
    await userEvent.click(screen.getByRole('button', { name: 'View report' }));

    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE, {}, SLOW)).toBeTruthy();
    // The dialog's text can be in the document a moment before its actions are (it opens animated).
    await userEvent.click(await findDialogButton('Stay'));
    await waitFor(() => expect(screen.queryByText(UNSAVED_CHANGES_MESSAGE)).toBeNull());
    expect(screen.queryByText('The printable report')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View report' }));
    await userEvent.click(await findDialogButton('Leave without saving'));
    expect(await screen.findByText('The printable report')).toBeTruthy();
  });

  it('asks before the breadcrumb leaves unsaved edits, and keeps them when told to stay', async () => {
    renderUpdate(() => ({ data: { brandReport: onWire(report) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore B0AAAAAAAA' }));
    await userEvent.click(screen.getByRole('link', { name: 'Monthly Reports' }));

    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE, {}, SLOW)).toBeTruthy();
    await userEvent.click(await findDialogButton('Stay'));
    await waitFor(() => expect(screen.queryByText(UNSAVED_CHANGES_MESSAGE)).toBeNull());
    expect(screen.queryByText('The list of reports')).toBeNull();
    // Staying keeps the edit.
    expect(screen.getByRole('button', { name: 'Undo ignore B0AAAAAAAA' })).toBeTruthy();
  });

  it('follows the breadcrumb with unsaved edits once the user chooses to leave', async () => {
    renderUpdate(() => ({ data: { brandReport: onWire(report) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore B0AAAAAAAA' }));
    await userEvent.click(screen.getByRole('link', { name: 'Monthly Reports' }));

    await userEvent.click(await findDialogButton('Leave without saving'));
    expect(await screen.findByText('The list of reports')).toBeTruthy();
  });

  it('follows the breadcrumb at once when nothing was edited', async () => {
    renderUpdate(() => ({ data: { brandReport: onWire(report) } }));
    await userEvent.click(await screen.findByRole('link', { name: 'Monthly Reports' }));

    expect(await screen.findByText('The list of reports')).toBeTruthy();
  });

  it('leaves without asking once the edits are saved', async () => {
    const saved = onWire({ ...report, brandInfo: { ...report.brandInfo, removedSuppressionIds: [7] } });
    renderUpdate((name) =>
      name === 'UpdateBrandReport'
        ? { data: { updateBrandReport: saved } }
        : { data: { brandReport: onWire(report) } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore B0AAAAAAAA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Brand updated successfully')).not.toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'View report' }));

    expect(await screen.findByText('The printable report')).toBeTruthy();
  });
});
