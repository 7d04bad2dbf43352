import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { emptyBrandForm } from '../brand-form-model';
import { BrandForm } from './BrandForm';

const lookups = {
  statuses: [{ id: 1, name: 'Active' }],
  types: [{ id: 1, name: 'Max Control' }],
  orderMethods: [],
  agreementTypes: [],
  staff: [],
};
const filled = { ...emptyBrandForm(), brandCode: 'NB1', name: 'New', statusId: '1', typeId: '1' };
const RANGE = 'Monthly Ad Budget must be a number with at most 2 decimals from 0 to 10,000,000';

const renderForm = () => {
  const onSubmit = vi.fn(async () => {});
  renderUi(
    <BrandForm
      mode="edit"
      initialValues={filled}
      lookups={lookups}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return {
    onSubmit,
    budget: screen.getByRole('spinbutton', { name: 'Monthly Ad Budget' }) as HTMLInputElement,
  };
};

describe('the brand form’s Monthly Ad Budget', () => {
  it('shows its range in words and gives the browser the same bounds before anything is typed', () => {
    const { budget } = renderForm();

    expect(screen.getByText('0 to 10,000,000, up to 2 decimals')).toBeTruthy();
    expect([budget.min, budget.max, budget.step]).toEqual(['0', '10000000', '0.01']);
  });

  it('refuses -500 before submit, naming the range', async () => {
    const { onSubmit, budget } = renderForm();

    await userEvent.type(budget, '-500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(budget.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(RANGE)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a budget within the range', async () => {
    const { onSubmit, budget } = renderForm();

    await userEvent.type(budget, '1250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

// Issue 38 point 13: the server takes a brand code of letters, digits, dots, dashes or underscores,
// at most 100 characters; a new brand's form says so before submit and refuses in the same words.
describe('a new brand’s code', () => {
  const RULE = 'Letters, digits, dots, dashes or underscores; at most 100 characters';
  const renderCreate = () => {
    const onSubmit = vi.fn(async () => {});
    renderUi(
      <BrandForm
        mode="create"
        initialValues={{ ...filled, brandCode: '' }}
        lookups={lookups}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    return { onSubmit, code: screen.getByRole('textbox', { name: /Brand Code/ }) as HTMLInputElement };
  };

  it('shows the allowed characters and length before anything is typed', () => {
    renderCreate();
    expect(screen.getByText(RULE)).toBeTruthy();
  });

  it('refuses a code with a space before submit, in the rule’s words', async () => {
    const { onSubmit, code } = renderCreate();
    await userEvent.type(code, 'NB 1');
    await userEvent.click(screen.getByRole('button', { name: /Save|Create/ }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(RULE)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
