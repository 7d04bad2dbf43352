import { noteTooLongMessage, SUB_BRAND_NAME_MAX_LENGTH } from '@portal/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { SubBrandForm } from './SubBrandForm';

const renderForm = () => {
  const onSubmit = vi.fn(async () => {});
  renderUi(<SubBrandForm initialName="" submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />);
  return { onSubmit, box: screen.getByRole('textbox', { name: /Brand name/ }) };
};

describe('the sub-brand form (issue 38 point 13)', () => {
  it('shows the server’s name limit before anything is typed', () => {
    renderForm();
    expect(screen.getByText('Up to 200 characters')).toBeTruthy();
  });

  it('refuses a name over the limit in the server’s words and does not send it', async () => {
    const { onSubmit, box } = renderForm();
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('x'.repeat(SUB_BRAND_NAME_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name must be at most 200 characters')).toBeTruthy();
    expect(noteTooLongMessage('The name', SUB_BRAND_NAME_MAX_LENGTH)).toBe(
      'The name must be at most 200 characters',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a name at the limit', async () => {
    const { onSubmit, box } = renderForm();
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('x'.repeat(SUB_BRAND_NAME_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('x'.repeat(SUB_BRAND_NAME_MAX_LENGTH)));
  });
});
