import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { BrandNotesTab } from './BrandNotesTab';

const renderNotes = () => {
  const onAdd = vi.fn(async () => true);
  renderUi(
    <BrandNotesTab
      notes={[]}
      count={0}
      page={0}
      pageSize={10}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      loading={false}
      error={null}
      userId="u1"
      onAdd={onAdd}
      onUpdate={async () => true}
      onDelete={async () => {}}
      onEmpty={() => {}}
    />,
  );
  return { onAdd, box: screen.getByRole('textbox', { name: 'New note' }) };
};

describe('the brand notes box', () => {
  it('shows the note limit in words before anything is typed', () => {
    renderNotes();

    expect(screen.getByText('0 of 10,000 characters')).toBeTruthy();
  });

  it('refuses a note over the limit in words and does not send it', async () => {
    const { onAdd, box } = renderNotes();

    await userEvent.click(box);
    await userEvent.paste('x'.repeat(10_001));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));

    expect(screen.getByText('The note must be at most 10,000 characters')).toBeTruthy();
    expect(screen.getByText('10,001 of 10,000 characters')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('sends a note at the limit', async () => {
    const { onAdd, box } = renderNotes();

    await userEvent.click(box);
    await userEvent.paste('x'.repeat(10_000));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));

    expect(onAdd).toHaveBeenCalledWith('x'.repeat(10_000));
  });
});
