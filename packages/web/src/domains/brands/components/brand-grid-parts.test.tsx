import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { ChecklistDialog, ChecklistDots } from './ChecklistDialog';
import { EditableCell } from './EditableCell';

describe('the performance checklist', () => {
  it('titles the dialog with the brand and shows a chip per item', () => {
    renderUi(
      <ChecklistDialog
        brand="Acme"
        items={[
          { name: 'Buy Box', status: 'Good' },
          { name: 'Reviews', status: 'Poor' },
        ]}
        onClose={() => undefined}
      />,
    );

    expect(screen.getByText('Performance Checklist for Acme')).toBeTruthy();
    expect(screen.getByText('Good')).toBeTruthy();
    expect(screen.getByText('Poor')).toBeTruthy();
  });

  it('says there is nothing to show for an empty checklist', () => {
    renderUi(<ChecklistDialog brand="Acme" items={[]} onClose={() => undefined} />);
    expect(screen.getByText('There are not data to show')).toBeTruthy();
  });

  it('counts the good items in the dots’ name', () => {
    renderUi(
      <ChecklistDots
        brand="Acme"
        items={[
          { name: 'Buy Box', status: 'Good' },
          { name: 'Reviews', status: 'Needs attention' },
        ]}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Performance checklist of Acme: 1 of 2 good' })).toBeTruthy();
  });
});

describe('an editable grid cell', () => {
  it('saves on Enter only when the value changed', () => {
    const onSave = vi.fn();
    renderUi(<EditableCell value="Gold" label="Tier of AB1" editable onSave={onSave} />);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Tier of AB1' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Tier of AB1' }), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Tier of AB1' }));
    const input = screen.getByRole('textbox', { name: 'Tier of AB1' });
    fireEvent.change(input, { target: { value: 'Platinum' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('Platinum');
  });

  it('cancels on Escape and offers no edit without the permission', () => {
    const onSave = vi.fn();
    const { rerender } = renderUi(<EditableCell value="Gold" label="Tier of AB1" editable onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tier of AB1' }));
    const input = screen.getByRole('textbox', { name: 'Tier of AB1' });
    fireEvent.change(input, { target: { value: 'Platinum' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onSave).not.toHaveBeenCalled();

    rerender(<EditableCell value="Gold" label="Tier of AB1" editable={false} onSave={onSave} />);
    expect(screen.queryByRole('button', { name: 'Edit Tier of AB1' })).toBeNull();
  });
});
