import { CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH } from '@portal/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { CustomAttributesPage } from './CustomAttributesPage';

const renderPage = () => {
  const onAdd = vi.fn(async () => true);
  renderUi(
    <MemoryRouter>
      <CustomAttributesPage
        title="Custom attributes"
        backUrl={null}
        rows={[]}
        loading={false}
        error={null}
        canManage
        onAdd={onAdd}
        onEdit={async () => true}
        onDelete={async () => {}}
      />
    </MemoryRouter>,
  );
  return { onAdd, box: screen.getByRole('textbox', { name: 'Custom attribute name' }) };
};

// Issue 38 point 13: the server takes a custom attribute name of at most 100 characters.
describe('the custom attribute Add box', () => {
  it('shows the server’s name limit before anything is typed', () => {
    renderPage();
    expect(screen.getByText('Up to 100 characters')).toBeTruthy();
  });

  it('refuses a name over the limit in the server’s words and does not send it', async () => {
    const { onAdd, box } = renderPage();
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('x'.repeat(CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH + 1));
    expect(screen.getByText('The name must be at most 100 characters')).toBeTruthy();
    const addButton = screen.getByRole('button', { name: 'Add custom attribute' });
    expect(addButton.hasAttribute('disabled')).toBe(true);
    await user.click(addButton);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('sends a name at the limit', async () => {
    const { onAdd, box } = renderPage();
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('x'.repeat(CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Add custom attribute' }));
    expect(onAdd).toHaveBeenCalledWith('x'.repeat(CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH), expect.any(String));
  });
});
