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

// Issue 38 point 13: the server refused 'phone must be at most 500 characters', naming an internal
// field, and the form said nothing of the limit before submit.
describe('the brand form’s text boxes', () => {
  it('show their limits before anything is typed', () => {
    renderForm();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone.closest('[class*="fui-Field"]')?.textContent).toContain('Up to 500 characters');
    const seller = screen.getByRole('textbox', { name: 'Seller ID' });
    expect(seller.closest('[class*="fui-Field"]')?.textContent).toContain(
      'Letters, digits, dots, dashes, underscores or bars; at most 200 characters',
    );
    expect(screen.getByText('An e-mail address, up to 320 characters')).toBeTruthy();
  });

  it('refuse a too-long phone and a seller id with a space in the server’s words, sending nothing', async () => {
    const { onSubmit } = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.paste('1'.repeat(501));
    await user.type(screen.getByRole('textbox', { name: 'Seller ID' }), 'A1 B2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Phone must be at most 500 characters')).toBeTruthy();
    expect(
      screen.getByText(
        'Seller ID: letters, digits, dots, dashes, underscores or bars; at most 200 characters',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a new brand’s Seller Central credentials', () => {
  const renderCreate = () => {
    const onSubmit = vi.fn(async () => {});
    renderUi(
      <BrandForm
        mode="create"
        initialValues={filled}
        lookups={lookups}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    return onSubmit;
  };
  const password = () => screen.getByLabelText('Seller Central Password');

  it('show that they go together and their limits before anything is typed', () => {
    renderCreate();
    expect(screen.getByText('Optional, with the password; up to 320 characters')).toBeTruthy();
    expect(screen.getByText('Optional, with the email; up to 500 characters')).toBeTruthy();
  });

  it('refuse a password without its email and one over 500 characters before the brand is created', async () => {
    const onSubmit = renderCreate();
    const user = userEvent.setup();
    await user.click(password());
    await user.paste('p'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByText('Enter both the Seller Central email and password, or neither'),
    ).toBeTruthy();
    expect(screen.getByText('Seller Central Password must be at most 500 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('go with the brand when both are given within their limits', async () => {
    const onSubmit = renderCreate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Seller Central Email'), 'seller@example.test');
    await user.type(password(), 'Secret!2026');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
